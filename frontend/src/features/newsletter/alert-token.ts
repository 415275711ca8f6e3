/**
 * The links of a dive-window alert's e-mails lead to the newsletter's confirm and unsubscribe pages with a
 * token that starts with this (the server writes it, backend/src/newsletter/alerts): the pages then speak
 * of the alert and ask the alerts' API. One pair of pages, so the site's first-load code did not grow.
 */
export const ALERT_TOKEN_PREFIX = 'alert.';

export const isAlertToken = (token: string) => token.startsWith(ALERT_TOKEN_PREFIX);
