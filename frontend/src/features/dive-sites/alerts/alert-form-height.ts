/** Room the alert form takes before its code arrives (phone, then wider), so it moves nothing. */
export const ALERT_FORM_HEIGHT = { xs: 260, sm: 200 } as const;
