import { describe, expect, it } from 'vitest';
import { identityValid, maskedIdentity, openIdentity, sealIdentity, verhoeffValid } from './identity.ts';

describe('a donor identity', () => {
  it('checks each type by its form, Aadhaar by its Verhoeff digit', () => {
    expect(identityValid('pan', 'abcde1234f')).toBe(true);
    expect(identityValid('pan', 'ABCDE12345')).toBe(false);
    expect(verhoeffValid('2363')).toBe(true);
    expect(identityValid('aadhaar', '2345 6789 0124')).toBe(verhoeffValid('234567890124'));
    expect(identityValid('aadhaar', '1234 5678 9012')).toBe(false);
    expect(identityValid('voter', 'ABC1234567')).toBe(true);
  });

  it('is stored sealed, shown masked and opened whole', () => {
    const row = sealIdentity('pan', 'abcde 1234 f');
    expect(row.identity_sealed).not.toContain('ABCDE');
    expect(maskedIdentity(row)).toBe('XXXXXX234F');
    expect(openIdentity(row)).toBe('ABCDE1234F');
    expect(maskedIdentity({ ...sealIdentity('aadhaar', '999999990019'), identity_type: 'aadhaar' })).toBe(
      'XXXX XXXX 0019',
    );
  });
});
