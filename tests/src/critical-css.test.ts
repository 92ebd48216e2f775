import fs from 'node:fs';
import path from 'node:path';
import { criticalCss, criticalCssCached } from '../../src/ssr/critical-css';

const MARKUP =
  '<aside id="consent-banner" class="consent-banner"><p class="consent-banner__text">x</p></aside>' +
  '<div class=\'auth-layout\'><form class="auth-form"><input id="email"><button class="auth-button auth-button--primary">Go</button></form></div>';

describe('criticalCss (the rules a server-rendered page uses at first paint, issue #20)', () => {
  it('keeps rules whose classes and ids the markup has, drops the others, in the original order', () => {
    const css =
      ':root{--c:#08d}*,:after{box-sizing:border-box}body{margin:0}' +
      '.cropper-face{opacity:.1}.auth-button{padding:4px}.modal .auth-button{margin:0}' +
      '.auth-button.auth-button--primary:hover{color:red}#email:focus-visible{outline:2px}#other{color:blue}' +
      '.badge,.consent-banner__text{font-size:1rem}';
    expect(criticalCss(css, MARKUP)).toBe(
      ':root{--c:#08d}*,:after{box-sizing:border-box}body{margin:0}' +
        '.auth-button{padding:4px}.auth-button.auth-button--primary:hover{color:red}' +
        '#email:focus-visible{outline:2px}.badge,.consent-banner__text{font-size:1rem}',
    );
  });

  it('ignores names inside functional pseudo-classes and attribute selectors', () => {
    const css =
      '.auth-form :not(.is-hidden){display:block}[dir=rtl] .auth-layout{direction:rtl}' +
      '[class*=cropper]{x:y}.auth-form:has(.modal){z:1}.modal:not(.auth-form){w:1}';
    expect(criticalCss(css, MARKUP)).toBe(
      '.auth-form :not(.is-hidden){display:block}[dir=rtl] .auth-layout{direction:rtl}' +
        '[class*=cropper]{x:y}.auth-form:has(.modal){z:1}',
    );
  });

  it('filters inside @media and @supports, drops an emptied block, keeps other at-rules whole', () => {
    const css =
      '@media (min-width:768px){.auth-layout{padding:2rem}.data-table{x:y}}' +
      '@media print{.modal{display:none}}@supports (display:grid){.auth-form{display:grid}}' +
      '@keyframes spin{0%{transform:rotate(0)}to{transform:rotate(1turn)}}' +
      '@font-face{font-family:x;src:url(x.woff2)}@import url("x.css");';
    expect(criticalCss(css, MARKUP)).toBe(
      '@media (min-width:768px){.auth-layout{padding:2rem}}@supports (display:grid){.auth-form{display:grid}}' +
        '@keyframes spin{0%{transform:rotate(0)}to{transform:rotate(1turn)}}' +
        '@font-face{font-family:x;src:url(x.woff2)}@import url("x.css");',
    );
  });

  it('is not misled by braces and commas in strings, escapes and comments', () => {
    const css =
      '/*! Cropper.js { } */.auth-button:after{content:"}{,.modal"}' +
      '.modal:after{content:"{"}.auth\\:form{x:y}.auth-form{background:url(data:image/png;base64,AAA=)}';
    expect(criticalCss(css, MARKUP)).toBe(
      '.auth-button:after{content:"}{,.modal"}.auth-form{background:url(data:image/png;base64,AAA=)}',
    );
  });

  it('drops comments inside kept blocks, ends a last block-less at-rule with `;`, keeps a selector it cannot read', () => {
    const css =
      '@import url("x.css");@keyframes spin{/* start */0%{opacity:0}}.auth-form{/* why */a:b}' +
      '.modal:{c:d}.modal{e:f}';
    expect(criticalCss(css, MARKUP)).toBe(
      '@import url("x.css");@keyframes spin{0%{opacity:0}}.auth-form{a:b}.modal:{c:d}',
    );
    expect(criticalCss('@import url("x.css");.modal{e:f}', MARKUP)).toBe('@import url("x.css");');
  });

  it('gives back a sheet postcss cannot read as it is (the whole of it is correct, only larger)', () => {
    const css = '.auth-form{a:b}.modal{background:url(x.png}';
    expect(criticalCss(css, MARKUP)).toBe(css);
  });

  it('keeps from the built main.css only what the login page uses, and all of that', () => {
    const dir = path.join(__dirname, '../../dist/client/assets');
    const file = fs.existsSync(dir)
      ? fs.readdirSync(dir).find((name) => /^main\.[0-9a-f]+\.css$/.test(name))
      : undefined;
    if (!file) return; // no build here: the cases above cover the rules
    const css = fs.readFileSync(path.join(dir, file), 'utf8');
    const critical = criticalCss(css, MARKUP);
    expect(critical.length).toBeLessThan(css.length / 2);
    expect(critical).not.toContain('cropper');
    expect(critical).toContain('.consent-banner__text');
    // Same rules, same order: every kept piece is in the file as it is.
    for (const rule of critical.split('}').filter((piece) => piece && !piece.startsWith('@')))
      expect(css).toContain(`${rule}}`.replace(/^}+/, ''));
  });

  it('memoises by the markup names: another markup with other classes gets its own subset', () => {
    const css = '.auth-form{a:b}.modal{c:d}';
    expect(criticalCssCached('/main.css', css, MARKUP)).toBe('.auth-form{a:b}');
    expect(criticalCssCached('/main.css', css, '<div class="modal"></div>')).toBe('.modal{c:d}');
    expect(criticalCssCached('/main.css', css, MARKUP.replace('>x<', '>y<'))).toBe('.auth-form{a:b}');
  });
});
