import { addressProblem, mailerAddress } from './subscriber-address';

describe('subscriber addresses', () => {
  describe(mailerAddress.name, () => {
    it('trims, lower-cases and writes the domain in ASCII', () => {
      expect(mailerAddress('  Ann.Lee@Example.COM ')).toBe('ann.lee@example.com');
      expect(mailerAddress('ann@Bücher.Example')).toBe('ann@xn--bcher-kva.example');
      expect(mailerAddress('not an address')).toBe('not an address');
    });
  });

  describe(addressProblem.name, () => {
    it('accepts plain addresses, tags and apostrophes', () => {
      for (const ok of ['bob@example.test', 'o’brien@example.test', "o'brien+news@example.test", 'a.b-c@sub.example.com.au'])
        expect({ ok, problem: addressProblem(ok) }).toEqual({ ok, problem: null });
    });

    it('refuses quoted local parts, spaces, control characters and brackets with a sentence', () => {
      expect(addressProblem('"bob"@example.test')).toBe('Please enter your email address without quotation marks, as name@example.com.');
      expect(addressProblem('" bob"@example.test')).toContain('without quotation marks');
      expect(addressProblem('bob smith@example.test')).toBe('Please enter your email address without spaces.');
      expect(addressProblem('bob\r\nbcc@example.test')).toBe('Please enter your email address without line breaks or hidden characters.');
      for (const bad of ['<bob>@example.test', 'bob,eve@example.test', 'bob@', '@example.test', 'bob..x@example.test', 'bob@localhost'])
        expect({ bad, problem: addressProblem(bad) }).toEqual({ bad, problem: 'Please enter a valid email address.' });
    });
  });
});
