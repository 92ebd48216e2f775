/** The user's own settings section (reached from the user menu). */
export const PREFERENCES_ROUTE = '/account/preferences';
