import { describe, expect, it } from 'vitest';
import { isInternalAddress, urlProblem } from './webhook-target.js';

describe('addresses a production webhook may not reach', () => {
  it.each([
    '127.0.0.1',
    '127.255.0.9',
    '10.0.0.1',
    '172.16.5.4',
    '172.31.255.255',
    '192.168.1.1',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '224.0.0.1',
    '255.255.255.255',
    '::1',
    '::',
    'fe80::1',
    'fd12:3456::1',
    'ff02::1',
    '::ffff:127.0.0.1',
    '::ffff:10.0.0.1',
    '64:ff9b::7f00:1',
    'not-an-address',
  ])('%s is internal', (address) => {
    expect(isInternalAddress(address)).toBe(true);
  });

  it.each([
    '8.8.8.8',
    '1.1.1.1',
    '172.32.0.1',
    '192.169.0.1',
    '2606:4700:4700::1111',
    '::ffff:8.8.8.8',
  ])('%s is public', (address) => {
    expect(isInternalAddress(address)).toBe(false);
  });
});

describe('a webhook URL', () => {
  const production = { publicOnly: true };
  const development = { publicOnly: false };

  it('must be http(s) without credentials everywhere', () => {
    for (const url of ['ftp://example.com', 'javascript:alert(1)', 'example.com/hook', '']) {
      expect(urlProblem(url, development), url).not.toBeNull();
    }
    expect(urlProblem('https://a:b@example.com/', development)).not.toBeNull();
    expect(urlProblem('http://127.0.0.1:4000/hook', development)).toBeNull();
  });

  it('must be https to a public host in production', () => {
    for (const url of [
      'http://example.com/hook',
      'https://localhost/hook',
      'https://api.localhost/hook',
      'https://127.0.0.1/hook',
      'https://[::1]/hook',
      'https://[::ffff:7f00:1]/hook',
      'https://169.254.169.254/latest/meta-data',
      'https://10.20.30.40:8443/hook',
    ]) {
      expect(urlProblem(url, production), url).not.toBeNull();
    }
    expect(urlProblem('https://bot.example.com/hooks/taseer', production)).toBeNull();
  });
});
