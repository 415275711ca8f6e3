/** One home for input rules: the global pipe, reshaping transforms, URL rules and the admin-list query. */
export * from './transforms';
export * from './url-rules';
export { capMessages, createValidationPipe, MAX_NESTING, MAX_VALIDATION_MESSAGES, unusableInputProblem } from './validation-pipe';
export { AdminListQueryDto, asksForAdminList } from './admin-list-query.dto';
