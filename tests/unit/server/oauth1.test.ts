// The OAuth 1.0a signer X posting relies on, pinned to published worked examples: X's "Creating a
// signature" (status update) and RFC 5849's own base string. The fake X's separate signer is pinned
// to the same example, so the integration tests compare two signers that are both known to be right.
import { describe, expect, it } from 'vitest';
import { oauth1BaseString, oauth1Header, oauth1Params, oauth1Signature, percentEncode } from '../../../src/server/social/x';
import { parseOAuthHeader, referenceSignature, rfc3986 } from '../../integration/support/fakeX';

// https://developer.x.com/en/docs/authentication/oauth-1-0a/creating-a-signature
const X_EXAMPLE = {
  method: 'POST',
  url: 'https://api.twitter.com/1.1/statuses/update.json',
  params: { include_entities: 'true', status: 'Hello Ladies + Gentlemen, a signed OAuth request!' },
  credentials: {
    consumerKey: 'xvz1evFS4wEEPTGEFPHBog',
    consumerSecret: 'kAcSOqF21Fu85e7zjz7ZN2U4ZRhfV3WpwPAoE3Z7kBw',
    token: '370773112-GmHxMAgYyLbNEtIKZeRNFsMKPR9EyMZeS9weJAEb',
    tokenSecret: 'LswwdoUaIvS8ltyTt5jkRh4J50vUPVVHtR2YPi5kE',
  },
  nonce: 'kYjzVBB8Y0ZFabxSWbWovY3uYSQ2pTgmZeNu2VS4cg',
  timestamp: '1318622958',
};
const X_OAUTH = {
  oauth_consumer_key: X_EXAMPLE.credentials.consumerKey,
  oauth_nonce: X_EXAMPLE.nonce,
  oauth_signature_method: 'HMAC-SHA1',
  oauth_timestamp: X_EXAMPLE.timestamp,
  oauth_token: X_EXAMPLE.credentials.token,
  oauth_version: '1.0',
};
const X_BASE_STRING =
  'POST&https%3A%2F%2Fapi.twitter.com%2F1.1%2Fstatuses%2Fupdate.json&' +
  'include_entities%3Dtrue%26oauth_consumer_key%3Dxvz1evFS4wEEPTGEFPHBog%26' +
  'oauth_nonce%3DkYjzVBB8Y0ZFabxSWbWovY3uYSQ2pTgmZeNu2VS4cg%26oauth_signature_method%3DHMAC-SHA1%26' +
  'oauth_timestamp%3D1318622958%26' +
  'oauth_token%3D370773112-GmHxMAgYyLbNEtIKZeRNFsMKPR9EyMZeS9weJAEb%26oauth_version%3D1.0%26' +
  'status%3DHello%2520Ladies%2520%252B%2520Gentlemen%252C%2520a%2520signed%2520OAuth%2520request%2521';
const X_SIGNATURE = 'hCtSmYh+iHYCEqBWrE7C7hYmtUk=';

describe('percentEncode (RFC 3986)', () => {
  it('leaves only unreserved characters as they are', () => {
    expect(percentEncode('AZaz09-._~')).toBe('AZaz09-._~');
    expect(percentEncode("Ladies + Gentlemen, a signed OAuth request!*'()")).toBe(
      'Ladies%20%2B%20Gentlemen%2C%20a%20signed%20OAuth%20request%21%2A%27%28%29',
    );
    expect(percentEncode('/?&=%@:')).toBe('%2F%3F%26%3D%25%40%3A');
  });

  it('encodes UTF-8 bytes in upper-case hex', () => {
    expect(percentEncode('สวัสดี ☃ 🚀')).toBe(rfc3986('สวัสดี ☃ 🚀'));
    expect(percentEncode('☃')).toBe('%E2%98%83');
  });
});

describe("OAuth 1.0a signature: X's worked example", () => {
  it('builds the documented signature base string', () => {
    expect(oauth1BaseString(X_EXAMPLE.method, X_EXAMPLE.url, { ...X_EXAMPLE.params, ...X_OAUTH })).toBe(X_BASE_STRING);
  });

  it('signs it to the documented signature', () => {
    expect(oauth1Signature(X_BASE_STRING, X_EXAMPLE.credentials.consumerSecret, X_EXAMPLE.credentials.tokenSecret)).toBe(X_SIGNATURE);
  });

  it('produces it end to end with the injected nonce and timestamp', () => {
    expect(oauth1Params(X_EXAMPLE)).toEqual({ ...X_OAUTH, oauth_signature: X_SIGNATURE });
  });

  it('signs query parameters in the URL the same as separate ones', () => {
    const url = `${X_EXAMPLE.url}?include_entities=true&status=${encodeURIComponent(X_EXAMPLE.params.status)}`;
    expect(oauth1Params({ ...X_EXAMPLE, url, params: undefined }).oauth_signature).toBe(X_SIGNATURE);
  });

  it('puts every oauth_* field, percent-encoded and quoted, in the Authorization header', () => {
    const header = oauth1Header(X_EXAMPLE);
    expect(header).toBe(
      'OAuth oauth_consumer_key="xvz1evFS4wEEPTGEFPHBog", oauth_nonce="kYjzVBB8Y0ZFabxSWbWovY3uYSQ2pTgmZeNu2VS4cg", ' +
        'oauth_signature_method="HMAC-SHA1", oauth_timestamp="1318622958", ' +
        'oauth_token="370773112-GmHxMAgYyLbNEtIKZeRNFsMKPR9EyMZeS9weJAEb", oauth_version="1.0", ' +
        'oauth_signature="hCtSmYh%2BiHYCEqBWrE7C7hYmtUk%3D"',
    );
    expect(parseOAuthHeader(header)).toEqual({ ...X_OAUTH, oauth_signature: X_SIGNATURE });
  });

  it('changes with anything signed: secrets, nonce, timestamp, method, URL or a parameter', () => {
    const variants = [
      oauth1Params({ ...X_EXAMPLE, credentials: { ...X_EXAMPLE.credentials, consumerSecret: 'other' } }),
      oauth1Params({ ...X_EXAMPLE, credentials: { ...X_EXAMPLE.credentials, tokenSecret: 'other' } }),
      oauth1Params({ ...X_EXAMPLE, nonce: 'other' }),
      oauth1Params({ ...X_EXAMPLE, timestamp: 1318622959 }),
      oauth1Params({ ...X_EXAMPLE, method: 'GET' }),
      oauth1Params({ ...X_EXAMPLE, url: 'https://api.twitter.com/1.1/statuses/update.jso' }),
      oauth1Params({
        ...X_EXAMPLE,
        params: { ...X_EXAMPLE.params, status: 'Hello Ladies + Gentlemen, a signed OAuth request?' },
      }),
    ];
    for (const params of variants) expect(params.oauth_signature).not.toBe(X_SIGNATURE);
  });

  it('makes a fresh nonce and the current timestamp when none is given', () => {
    const now = Math.floor(Date.now() / 1000);
    const first = oauth1Params({ method: 'POST', url: 'https://api.x.com/2/tweets', credentials: X_EXAMPLE.credentials });
    const second = oauth1Params({ method: 'POST', url: 'https://api.x.com/2/tweets', credentials: X_EXAMPLE.credentials });
    expect(first.oauth_nonce).toMatch(/^[A-Za-z0-9]{16,}$/);
    expect(first.oauth_nonce).not.toBe(second.oauth_nonce);
    expect(Math.abs(Number(first.oauth_timestamp) - now)).toBeLessThanOrEqual(2);
  });

  it("agrees with the fake X's separate signer, which the integration tests verify against", () => {
    const params = Object.entries({ ...X_EXAMPLE.params, ...X_OAUTH });
    const { consumerSecret, tokenSecret } = X_EXAMPLE.credentials;
    expect(referenceSignature({ method: 'POST', url: X_EXAMPLE.url, params, consumerSecret, tokenSecret })).toBe(X_SIGNATURE);
  });
});

describe('OAuth 1.0a signature base string: RFC 5849 3.4.1.1', () => {
  // Query and form parameters, a repeated name sorted by value, an encoded "=" and "%", empty values.
  it("normalizes the RFC's example request", () => {
    const base = oauth1BaseString('post', 'HTTP://EXAMPLE.COM:80/request?b5=%3D%253D&a3=a&c%40=&a2=r%20b', [
      ['c2', ''],
      ['a3', '2 q'],
      ['oauth_consumer_key', '9djdj82h48djs9d2'],
      ['oauth_token', 'kkk9d7dh3k39sjv7'],
      ['oauth_signature_method', 'HMAC-SHA1'],
      ['oauth_timestamp', '137131201'],
      ['oauth_nonce', '7d8f3e4a'],
    ]);
    expect(base).toBe(
      'POST&http%3A%2F%2Fexample.com%2Frequest&a2%3Dr%2520b%26a3%3D2%2520q%26a3%3Da%26b5%3D%253D%25253D%26c%2540%3D%26c2%3D%26' +
        'oauth_consumer_key%3D9djdj82h48djs9d2%26oauth_nonce%3D7d8f3e4a%26oauth_signature_method%3DHMAC-SHA1%26' +
        'oauth_timestamp%3D137131201%26oauth_token%3Dkkk9d7dh3k39sjv7',
    );
  });

  it('keeps a non-default port', () => {
    expect(oauth1BaseString('POST', 'http://127.0.0.1:8443/2/tweets', {})).toBe('POST&http%3A%2F%2F127.0.0.1%3A8443%2F2%2Ftweets&');
  });
});
