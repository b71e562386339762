/** What every widget story file shares: the host, its controls and a host page around it. */
import { CalculatorHost, calculatorArgTypes, defaultCalculatorArgs, type CalculatorStoryArgs } from './CalculatorHost';
import { HostPage } from './frames';

export const calculatorStories = {
  component: CalculatorHost,
  args: defaultCalculatorArgs(),
  argTypes: calculatorArgTypes,
  render: (args: CalculatorStoryArgs) => (
    <HostPage>
      <CalculatorHost {...args} />
    </HostPage>
  ),
};
