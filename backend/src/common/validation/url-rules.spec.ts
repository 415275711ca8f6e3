import { httpUrlProblem, imageSourceProblem, linkProblem } from './url-rules';

describe('URL rules say what is wrong', () => {
  it('accept full public http(s) addresses', () => {
    expect(httpUrlProblem('https://www.example.com.au/page?x=1')).toBeNull();
    expect(imageSourceProblem('/images/blog/reef.jpg')).toBeNull();
    expect(linkProblem('/blog/wreck-diving')).toBeNull();
  });

  it.each([
    ['http://localhost/shop', 'must point to a public website: "localhost" is not a public domain name such as example.com.au'],
    ['https://intranet/page', 'must point to a public website: "intranet" is not a public domain name such as example.com.au'],
    ['javascript:alert(1)', 'must be a full http:// or https:// address: "javascript:" addresses are not allowed'],
    ['data:image/png;base64,AAAA', 'must be a full http:// or https:// address: "data:" addresses are not allowed'],
    ['www.example.com/page', 'must be a full http:// or https:// address: it does not start with http:// or https://'],
    ['//evil.example/x', 'must be a full http:// or https:// address: it starts with "//" instead of https://'],
    ['https://exa mple.com', 'must be a web address without spaces'],
    [
      'http://127.0.0.1:3000/api/health',
      'must point to a public website by its domain name (such as example.com.au), not an IP address: "127.0.0.1"',
    ],
    ['http://2130706433/', 'must point to a public website by its domain name (such as example.com.au), not an IP address: "127.0.0.1"'],
    ['https://[::1]/', 'must point to a public website by its domain name (such as example.com.au), not an IP address: "[::1]"'],
    [
      'https://93.184.216.34/',
      'must point to a public website by its domain name (such as example.com.au), not an IP address: "93.184.216.34"',
    ],
  ])('%s', (value, problem) => {
    expect(httpUrlProblem(value)).toBe(problem);
  });

  it('names the other accepted forms for images and links', () => {
    expect(imageSourceProblem('/etc/passwd')).toMatch(/a bundled \/images\/ picture or an uploaded photo: "\/etc\/passwd" is neither/);
    expect(linkProblem('//evil.example')).toMatch(/starting with a single "\/"/);
    expect(linkProblem('http://localhost/x')).toMatch(/"localhost" is not a public domain name/);
  });
});
