/**
 * GraphQL refuses some bad input itself, before any resolver runs: a missing or null required
 * argument, a non-integer Int, an unknown enum value, whether sent as variables or written into
 * the query. This module turns those refusals into the API's one shape for refused input, a
 * BAD_USER_INPUT error whose fieldErrors name each argument (or `argument.field` inside an
 * input object), so clients handle one thing whichever layer refused.
 */
import type { ASTNode, DocumentNode, GraphQLSchema, ValidationRule, ValueNode } from 'graphql';
import {
  GraphQLError,
  isEnumType,
  Kind,
  ProvidedRequiredArgumentsRule,
  ValuesOfCorrectTypeRule,
  specifiedRules,
  validate,
  visit,
} from './runtime';
import { listOf, REQUIRED, TYPE_MESSAGES } from '../validation/messages';
import { badUserInput, type FieldError } from './errors';
import { PAGE_MESSAGES } from './pages';

interface ArgumentValue {
  path: string;
  node: ValueNode;
}

/** Every value node inside every field argument, with its path: `goal`, `goal.name`, … */
function argumentValues(document: DocumentNode): ArgumentValue[] {
  const found: ArgumentValue[] = [];
  const walk = (node: ValueNode, path: string): void => {
    found.push({ path, node });
    if (node.kind === Kind.OBJECT) node.fields.forEach((field) => walk(field.value, `${path}.${field.name.value}`));
    if (node.kind === Kind.LIST) node.values.forEach((item) => walk(item, path));
  };
  visit(document, {
    Argument(argument) {
      walk(argument.value, argument.name.value);
    },
  });
  return found;
}

const VARIABLE_MISSING =
  /^Variable "\$([^"]+)" of (?:required|non-null) type "[^"]+" (?:was not provided|must not be null)\.$/;
const VARIABLE_INVALID = /^Variable "\$([^"]+)" got invalid value /;
const AT_PATH = / at "([^"]+)"$/;
const FIELD_NOT_PROVIDED = /^Field "(?:[^".]+\.)?([^".]+)" of required type "[^"]+" was not provided\.$/;
const ARGUMENT_NOT_PROVIDED =
  /^Field "[^"]+" argument "([^"]+)" of type "[^"]+" is required, but it was not provided\.$/;
const UNKNOWN_ENUM_VALUE = /^Value .* does not exist in "(\w+)" enum\./;
const NULL_FOR_NON_NULL =
  /^Expected (?:value of type "[^"]+!", found null|non-nullable type "[^"]+" not to be null)\.$/;

/** 'whatToInclude' from 'whatToInclude[1]': a list's items are reported as the list. */
const withoutIndexes = (path: string): string => path.replace(/\[\d+\]/g, '');

/** What to say for a value of the wrong type, by the field's last name: TYPE_MESSAGES, and a page size. */
const TYPE_REFUSALS: Readonly<Record<string, string>> = { ...TYPE_MESSAGES, first: PAGE_MESSAGES.first };

function fieldError(path: string, missing: boolean, reason: string): FieldError {
  const last = path.split('.').pop() ?? path;
  return { field: path, message: missing ? REQUIRED : (TYPE_REFUSALS[last] ?? reason) };
}

/** 'Must be A, B or C' for a value refused by an enum of the schema (named in `reason`); otherwise `reason`. */
function enumReason(reason: string, schema: GraphQLSchema | undefined): string {
  const name = UNKNOWN_ENUM_VALUE.exec(reason)?.[1];
  const type = name === undefined ? undefined : schema?.getType(name);
  return type && isEnumType(type) ? `Must be ${listOf(type.getValues().map((value) => value.name))}` : reason;
}

/** The fieldError of a value at `path` refused for `reason`; a missing input field is named below it. */
function valueError(path: string, reason: string, schema: GraphQLSchema | undefined): FieldError {
  const missingField = FIELD_NOT_PROVIDED.exec(reason)?.[1];
  const missing = missingField !== undefined || NULL_FOR_NON_NULL.test(reason);
  return fieldError(missingField ? `${path}.${missingField}` : path, missing, enumReason(reason, schema));
}

/** The fieldErrors of one GraphQL refusal, or null when it is not about input values. */
function toFieldErrors(
  error: GraphQLError,
  values: ArgumentValue[],
  schema: GraphQLSchema | undefined,
): FieldError[] | null {
  const variablePaths = (name: string): string[] => {
    const paths = values.filter((v) => v.node.kind === Kind.VARIABLE && v.node.name.value === name).map((v) => v.path);
    return paths.length ? paths : [name];
  };
  const missingVariable = VARIABLE_MISSING.exec(error.message);
  if (missingVariable) return variablePaths(missingVariable[1]).map((path) => fieldError(path, true, error.message));

  const invalidVariable = VARIABLE_INVALID.exec(error.message);
  if (invalidVariable) {
    const reason = error.originalError?.message ?? error.message;
    const prefix = error.message.slice(0, error.message.length - reason.length - 2);
    const at = AT_PATH.exec(prefix)?.[1] ?? invalidVariable[1];
    const rest = withoutIndexes(at).slice(invalidVariable[1].length);
    return variablePaths(invalidVariable[1]).map((path) => valueError(`${path}${rest}`, reason, schema));
  }

  const missingArgument = ARGUMENT_NOT_PROVIDED.exec(error.message);
  if (missingArgument) return [fieldError(missingArgument[1], true, error.message)];

  const node: ASTNode | undefined = error.nodes?.[0];
  const value = values.find((v) => v.node === node);
  return value ? [valueError(value.path, error.message, schema)] : null;
}

/**
 * The same errors with every input refusal among them folded into one BAD_USER_INPUT error
 * (first), its fieldErrors in order, one per field. Other errors are kept as they were. With the
 * schema, a value an enum refuses is explained by the values it allows.
 */
export function foldInputErrors(
  errors: readonly GraphQLError[],
  document: DocumentNode,
  schema?: GraphQLSchema,
): GraphQLError[] {
  const values = argumentValues(document);
  const fieldErrors: FieldError[] = [];
  const others: GraphQLError[] = [];
  for (const error of errors) {
    const found = toFieldErrors(error, values, schema);
    if (found) fieldErrors.push(...found.filter((f) => !fieldErrors.some((seen) => seen.field === f.field)));
    else others.push(error);
  }
  return fieldErrors.length ? [badUserInput(fieldErrors), ...others] : others;
}

const INPUT_RULES: ReadonlySet<ValidationRule> = new Set([ValuesOfCorrectTypeRule, ProvidedRequiredArgumentsRule]);

/** graphql-http's `validate`: GraphQL's validation, with input refusals folded as above. */
export function validateFoldingInputErrors(
  schema: GraphQLSchema,
  document: DocumentNode,
  rules: readonly ValidationRule[] = specifiedRules,
): GraphQLError[] {
  const inputErrors = validate(
    schema,
    document,
    rules.filter((rule) => INPUT_RULES.has(rule)),
  );
  const otherErrors = validate(
    schema,
    document,
    rules.filter((rule) => !INPUT_RULES.has(rule)),
  );
  return [...foldInputErrors(inputErrors, document, schema), ...otherErrors];
}

/**
 * validateFoldingInputErrors with each document's result kept: the parser hands back the same
 * document object for the same query text (limits.ts), and a document's validity against one
 * schema and one set of rules never changes, so a query sent again is not validated again. One
 * cache per handler, whose rules are fixed.
 */
export function createCachedValidator(): typeof validateFoldingInputErrors {
  const results = new WeakMap<DocumentNode, GraphQLError[]>();
  return (schema, document, rules) => {
    let errors = results.get(document);
    if (!errors) {
      errors = validateFoldingInputErrors(schema, document, rules);
      results.set(document, errors);
    }
    return errors;
  };
}
