/** Room the alert form takes before its code arrives (phone, then wider), so it moves nothing. */
export const ALERT_FORM_HEIGHT = { xs: 260, sm: 200 } as const;

/** The form's title, which also names its room while the form is not there yet. */
export const ALERT_FORM_TITLE = 'Tell me when it’s diveable';
