// Styles mean nothing to jsdom tests: every .css import resolves to this empty module.
module.exports = {};
