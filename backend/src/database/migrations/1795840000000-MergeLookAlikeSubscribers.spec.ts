import { storedAddressMailbox } from './1795840000000-MergeLookAlikeSubscribers';

describe('MergeLookAlikeSubscribers1795840000000', () => {
  describe(storedAddressMailbox.name, () => {
    it('reads a stored quoted local part as the plain mailbox, and gives up on what no mailer can use', () => {
      expect(storedAddressMailbox('bob@example.test')).toBe('bob@example.test');
      expect(storedAddressMailbox('"bob"@example.test')).toBe('bob@example.test');
      expect(storedAddressMailbox('" bob"@example.test')).toBe('bob@example.test');
      expect(storedAddressMailbox('"bob "@example.test')).toBe('bob@example.test');
      expect(storedAddressMailbox('"b\\"ob"@example.test')).toBeNull();
      expect(storedAddressMailbox('"bob\r\nbcc: eve"@example.test')).toBeNull();
      expect(storedAddressMailbox('"<bob>,eve"@example.test')).toBeNull();
    });
  });
});
