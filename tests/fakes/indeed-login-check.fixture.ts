/** The server's answer to POST /v1/indeed/login/check for a brand not connected to Indeed (wire shape). */
export const INDEED_LOGGED_OUT = {
  logged_in: false,
  employer: null,
  scopes: [],
  missing_scopes: [],
  expires_at: null,
  reason: null,
};
