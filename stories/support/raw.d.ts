/** A file's text, as Vite's `?raw` import gives it (the story controls read README and the stylesheet). */
declare module '*?raw' {
  const text: string;
  export default text;
}
