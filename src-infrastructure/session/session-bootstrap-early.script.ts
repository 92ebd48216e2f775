import { StorageKey } from '../../src-domain/consent/storage-keys.rules';
import {
  DEFAULT_CORE_BASE_URL,
  PAGE_ADDRESS_HEADER,
  PAGE_ADDRESS_MAX_LENGTH,
} from '../gateway/gateway.options';
import { COGNITO_STORAGE_PREFIX } from '../identity/cognito-token-storage';
import { EARLY_BOOTSTRAP_GLOBAL, SESSION_BOOTSTRAP_PATH } from './early-session-bootstrap';

/**
 * "The session bootstrap read starts as soon as tokens exist" (issue #20), on a hard load too.
 *
 * The text of the inline script a signed-in page carries (`<script data-client-id="…">`, the
 * identity client id of the configuration). At parse time, before the page's scripts have
 * downloaded, it reads the identity library's stored session of that client and, when there is an access token valid for more than
 * 60 s (the gateway's refresh margin), asks GET {core}/v1/users/session_bootstrap with it, the
 * saved context brand as `context_brand_id` (as the session store does), and the page address.
 * It leaves `{ path, answer }` on window[EARLY_BOOTSTRAP_GLOBAL] (early-session-bootstrap.ts),
 * which HttpSessionApi adopts instead of asking again. Without a usable token, or on any error,
 * it does nothing and the app reads as before.
 *
 * It is written as ES2017 text, not compiled: its exact text is hashed into the page's CSP
 * (src/ssr/inline-scripts.ts), so no 'unsafe-inline' is needed.
 */
export const SESSION_BOOTSTRAP_EARLY_SCRIPT = `(function () {
  try {
    var key = '${COGNITO_STORAGE_PREFIX}' + document.currentScript.getAttribute('data-client-id');
    var user = localStorage.getItem(key + '.LastAuthUser');
    var token = user && localStorage.getItem(key + '.' + user + '.accessToken');
    if (!token) return;
    var claims = JSON.parse(atob(token.split('.')[1].replace(/-/g, '+').replace(/_/g, '/')));
    if (!(claims.exp * 1000 - Date.now() > 60000)) return;
    var path = '${SESSION_BOOTSTRAP_PATH}', brand;
    try {
      var saved = JSON.parse(localStorage.getItem('${StorageKey.userContext}'));
      if (!(saved.expiresAt <= Date.now())) brand = JSON.parse(saved.value).brand_id;
    } catch (ignored) {}
    if (typeof brand === 'number') path += '?context_brand_id=' + brand;
    var headers = { Accept: 'application/json', Authorization: 'Bearer ' + token };
    headers['${PAGE_ADDRESS_HEADER}'] = location.href.slice(0, ${PAGE_ADDRESS_MAX_LENGTH});
    var answer = fetch('${DEFAULT_CORE_BASE_URL}' + path, { headers: headers }).then(function (response) {
      return response.json().then(function (body) { return { status: response.status, body: body }; });
    });
    answer.catch(function () {});
    window['${EARLY_BOOTSTRAP_GLOBAL}'] = { path: path, answer: answer };
  } catch (ignored) {}
})();`;
