/** One home for input rules: the global pipe, reshaping transforms, URL rules, the admin-list query and paging. */
export * from './transforms';
export * from './url-rules';
export { capMessages, createValidationPipe, MAX_NESTING, MAX_VALIDATION_MESSAGES, unusableInputProblem } from './validation-pipe';
export { AdminListQueryDto, asksForAdminList } from './admin-list-query.dto';
export { PageNumber, PageSize } from './page-query';
