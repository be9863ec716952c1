import { describe, expect, it } from 'vitest';
import { sanitiseRegistryHtml } from '../../src/registry/content/sanitiseHtml';

// Payloads from the OWASP XSS filter evasion cheat sheet and friends: none may leave a script,
// an event handler, a script-like URL or an embedded frame in what the page renders.
const payloads = [
  '<script>alert(1)</script>',
  '<SCRIPT SRC=//evil.example/xss.js></SCRIPT>',
  '<img src=x onerror=alert(1)>',
  '<svg onload=alert(1)>',
  '<svg><script>alert(1)</script></svg>',
  '<body onload=alert(1)>',
  '<a href="javascript:alert(1)">клік</a>',
  '<a href="JaVaScRiPt:alert(1)">клік</a>',
  '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">x</a>',
  '<a href="jav&#x09;ascript:alert(1)">x</a>',
  '<a href=" javascript:alert(1)">x</a>',
  '<a href="vbscript:msgbox(1)">x</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
  '<iframe src="https://evil.example"></iframe>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<object data="javascript:alert(1)"></object>',
  '<embed src="javascript:alert(1)">',
  '<p style="background:url(javascript:alert(1))">x</p>',
  '<div onclick="alert(1)">x</div>',
  '<p onmouseover="alert(1)">наведи</p>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<form action="javascript:alert(1)"><button>x</button></form>',
  '<input autofocus onfocus=alert(1)>',
  '<details open ontoggle=alert(1)>',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<link rel=stylesheet href="javascript:alert(1)">',
  '<base href="javascript:alert(1)//">',
  '"><script>alert(1)</script>',
  '<scr<script>ipt>alert(1)</scr</script>ipt>',
  '<!--<img src="--><img src=x onerror=alert(1)//">',
  '<a href="//evil.example">protocol-relative</a>',
];

describe('sanitising registry HTML (news, FAQ answers)', () => {
  it.each(payloads)('neutralises %s', (payload) => {
    const clean = sanitiseRegistryHtml(payload);
    expect(clean).not.toMatch(
      /<\s*(script|iframe|object|embed|svg|math|style|form|input|meta|link|base|img)\b/i,
    );
    expect(clean).not.toMatch(/\son\w+\s*=/i);
    expect(clean).not.toMatch(/(javascript|vbscript|data):/i);
    expect(clean).not.toMatch(/href="\/\//i);
    expect(clean).not.toMatch(/style=/i);
  });

  it('keeps basic formatting, lists and links', () => {
    const html =
      '<p>Сума <strong>50 млн</strong> <em>євро</em>.</p><ul><li>один</li><li>два</li></ul><ol><li>три</li></ol><p><a href="/projects?page=1">реєстр</a></p>';
    expect(sanitiseRegistryHtml(html)).toBe(html);
  });

  it('marks links to other sites rel="noopener noreferrer nofollow"', () => {
    expect(sanitiseRegistryHtml('<a href="https://mof.gov.ua/uk/news">Мінфін</a>')).toBe(
      '<a href="https://mof.gov.ua/uk/news" rel="noopener noreferrer nofollow">Мінфін</a>',
    );
  });

  it('drops the text of scripts instead of showing it', () => {
    expect(sanitiseRegistryHtml('<p>До</p><script>var secret = 1;</script><p>Після</p>')).toBe(
      '<p>До</p><p>Після</p>',
    );
  });
});
