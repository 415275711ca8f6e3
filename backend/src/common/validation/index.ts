/** One home for input rules: the global pipe, reshaping transforms and URL rules. */
export * from './transforms';
export * from './url-rules';
export { capMessages, createValidationPipe, MAX_NESTING, MAX_VALIDATION_MESSAGES, unusableInputProblem } from './validation-pipe';
