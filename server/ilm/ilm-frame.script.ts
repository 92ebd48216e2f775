/**
 * The script of the identity frame (served as /auth/ilm.js; no inline script, so the CSP stays
 * strict). Protocol (postMessage, JSON objects or JSON text):
 *   request  {uuid: string, method: string, params?: object}
 *   reply    {uuid, result} or {uuid, error: {code, message}}, in the form the request came in,
 *            posted only to the requesting origin.
 * Methods: getItem {key} → string | null; setItem {key, value}; removeItem {key}; clear;
 * keys → string[]; ping → 'pong'. Keys are 1–256 characters, values text up to 100 000
 * characters; the store is the auth origin's localStorage (prefix 'ilm:'), in memory when
 * storage is unavailable. Messages from other origins are ignored. On load the frame posts
 * {uuid: null, event: 'ready'} to each allowed origin (only the real parent receives it).
 */
export const ILM_FRAME_SCRIPT = `(function () {
  'use strict';
  var config = JSON.parse(document.getElementById('ilm-config').textContent);
  var allowed = config.allowedOrigins;
  var PREFIX = 'ilm:';
  var memory = Object.create(null);
  var storage = null;
  try {
    window.localStorage.setItem(PREFIX + '__probe__', '1');
    window.localStorage.removeItem(PREFIX + '__probe__');
    storage = window.localStorage;
  } catch (e) {
    storage = null;
  }
  function fail(code, message) {
    var error = new Error(message);
    error.code = code;
    throw error;
  }
  function key(params) {
    var value = params && params.key;
    if (typeof value !== 'string' || value.length === 0 || value.length > 256) fail('ILM.INVALID_KEY', 'key must be text of 1-256 characters');
    return PREFIX + value;
  }
  function allKeys() {
    if (!storage) return Object.keys(memory);
    var found = [];
    for (var i = 0; i < storage.length; i++) {
      var name = storage.key(i);
      if (name && name.indexOf(PREFIX) === 0 && name !== PREFIX + '__probe__') found.push(name);
    }
    return found;
  }
  var methods = {
    ping: function () { return 'pong'; },
    getItem: function (params) {
      var name = key(params);
      if (storage) return storage.getItem(name);
      return Object.prototype.hasOwnProperty.call(memory, name) ? memory[name] : null;
    },
    setItem: function (params) {
      var name = key(params);
      if (typeof params.value !== 'string' || params.value.length > 100000) fail('ILM.INVALID_VALUE', 'value must be text of at most 100000 characters');
      if (storage) storage.setItem(name, params.value); else memory[name] = params.value;
      return null;
    },
    removeItem: function (params) {
      var name = key(params);
      if (storage) storage.removeItem(name); else delete memory[name];
      return null;
    },
    clear: function () {
      allKeys().forEach(function (name) { if (storage) storage.removeItem(name); else delete memory[name]; });
      return null;
    },
    keys: function () {
      return allKeys().map(function (name) { return name.slice(PREFIX.length); });
    }
  };
  window.addEventListener('message', function (event) {
    if (allowed.indexOf(event.origin) === -1 || !event.source) return;
    var asText = typeof event.data === 'string';
    var message = event.data;
    if (asText) {
      try { message = JSON.parse(event.data); } catch (e) { return; }
    }
    if (!message || typeof message.uuid !== 'string' || typeof message.method !== 'string') return;
    var reply = { uuid: message.uuid };
    try {
      if (!Object.prototype.hasOwnProperty.call(methods, message.method)) fail('ILM.UNKNOWN_METHOD', 'Unknown method ' + message.method);
      reply.result = methods[message.method](message.params || {});
    } catch (error) {
      reply.error = { code: error.code || 'ILM.FAILED', message: String(error.message || error) };
    }
    event.source.postMessage(asText ? JSON.stringify(reply) : reply, event.origin);
  });
  if (window.parent !== window) {
    allowed.forEach(function (origin) {
      try { window.parent.postMessage({ uuid: null, event: 'ready' }, origin); } catch (e) { /* another origin */ }
    });
  }
})();
`;
