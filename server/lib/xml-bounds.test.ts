import { describe, expect, it } from 'vitest';
import { checkXmlBounds, XmlOutOfBounds } from './xml-bounds.ts';

const bounds = { maxBytes: 64 * 1024, maxDepth: 8, maxNodes: 100 };
const refusal = (xml: string) => {
  try {
    checkXmlBounds(xml, bounds);
    return null;
  } catch (error) {
    expect(error).toBeInstanceOf(XmlOutOfBounds);
    return (error as Error).message;
  }
};

describe('the bounds of a stranger’s XML', () => {
  it('let an ordinary document through, with its comments, CDATA and a > inside an attribute', () => {
    expect(
      refusal('<?xml version="1.0"?><!-- x --><a b="1 > 0"><c><![CDATA[<not-a-tag>]]></c><d/>&amp;&#x10D;</a>'),
    ).toBeNull();
  });

  it('refuse too many siblings, too deep a nesting, too many attributes and too many bytes', () => {
    expect(refusal(`<r>${'<a/>'.repeat(100)}</r>`)).toBe('more than 100 elements and attributes');
    expect(refusal(`${'<a>'.repeat(9)}${'</a>'.repeat(9)}`)).toBe('elements nested deeper than 8');
    expect(refusal(`<a ${Array.from({ length: 120 }, (_, i) => `x${i}="1"`).join(' ')}/>`)).toBe(
      'more than 100 elements and attributes',
    );
    expect(refusal(`<a>${'č'.repeat(33 * 1024)}</a>`)).toMatch(/^\d+ bytes, more than 65536$/);
  });

  it('refuse a DOCTYPE, so no entity is ever declared, and what is not well-formed', () => {
    expect(refusal('<!DOCTYPE a [<!ENTITY x "xxxxxxxx">]><a>&x;</a>')).toBe('a DOCTYPE');
    expect(refusal('<!DOCTYPE a SYSTEM "file:///etc/passwd"><a/>')).toBe('a DOCTYPE');
    expect(refusal('<a>&x;</a>')).toMatch(/^not well-formed/);
    expect(refusal('<a><b></a>')).toMatch(/^not well-formed/);
    expect(refusal('')).toMatch(/^not well-formed/);
  });

  it('stop at the first bound crossed: 40,000 empty assertions cost one scan up to the hundredth', () => {
    const hostile = `<samlp:Response xmlns:samlp="urn:oasis:names:tc:SAML:2.0:protocol" xmlns:saml="urn:oasis:names:tc:SAML:2.0:assertion">${'<saml:Assertion/>'.repeat(40_000)}</samlp:Response>`;
    expect(() => checkXmlBounds(hostile, { ...bounds, maxBytes: 1024 * 1024 })).toThrow(
      'more than 100 elements and attributes',
    );
  });
});
