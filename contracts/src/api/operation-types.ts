import type { z } from 'zod';
import type { operationsByName } from './operations.js';

/** Every call of the public API under its name, with its literal types. */
export type OperationsByName = typeof operationsByName;

/** The name of a call of the public API (its OpenAPI operationId), e.g. `listThreads`. */
export type OperationName = keyof OperationsByName;

/** The declaration of one named call: its literal method and path, its exact schemas. */
export type OperationOf<Name extends OperationName> = OperationsByName[Name];

type Simplify<T> = { [Key in keyof T]: T[Key] };

/** True when an empty object is a valid T (every part optional). */
type AllOptional<T> = Partial<T> extends T ? true : false;

type ParamsInput<Op> = Op extends { readonly params: infer Schema extends z.ZodType }
  ? { params: z.input<Schema> }
  : { params?: undefined };

/** A query whose every field may be left out may itself be left out. */
type QueryInput<Op> = Op extends { readonly query: infer Schema extends z.ZodType }
  ? AllOptional<z.input<Schema>> extends true
    ? { query?: z.input<Schema> }
    : { query: z.input<Schema> }
  : { query?: undefined };

/** A multipart upload is the FormData itself; a body whose schema takes `undefined` may be left out. */
type BodyInput<Op> = Op extends { readonly body: infer Schema extends z.ZodType }
  ? Op extends { readonly bodyMediaType: 'multipart/form-data' }
    ? { body: FormData }
    : undefined extends z.input<Schema>
      ? { body?: z.input<Schema> }
      : { body: z.input<Schema> }
  : { body?: undefined };

/**
 * What a caller gives to make a call: `params` (the `{name}` parts of its path), `query` and
 * `body`, each as its schema's input, each required exactly when the call needs it.
 */
export type InputOf<Op> = Simplify<ParamsInput<Op> & QueryInput<Op> & BodyInput<Op>>;

/** The arguments after the operation: its input, which may be left out when nothing in it is required. */
export type ArgsOf<Op> = AllOptional<InputOf<Op>> extends true ? [input?: InputOf<Op>] : [input: InputOf<Op>];

/** What a call answers, parsed: its response schema's output, or undefined for a redirect. */
export type ResultOf<Op> = Op extends { readonly response: infer Schema extends z.ZodType }
  ? z.output<Schema>
  : undefined;

/** `InputOf` the named call. */
export type OperationInput<Name extends OperationName> = InputOf<OperationOf<Name>>;

/** `ArgsOf` the named call. */
export type OperationArgs<Name extends OperationName> = ArgsOf<OperationOf<Name>>;

/** `ResultOf` the named call. */
export type OperationResult<Name extends OperationName> = ResultOf<OperationOf<Name>>;
