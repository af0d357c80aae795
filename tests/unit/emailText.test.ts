// Where an e-mail address in an admin table may wrap: after its @ and before its dots only.
import { describe, expect, it } from 'vitest';
import { emailParts } from '../../src/islands/ui/EmailText';

describe('emailParts', () => {
  it('cuts after the @ and before each dot, and the parts make the address again', () => {
    expect(emailParts('anna.maria.longname@mail.example.co.uk')).toEqual([
      'anna',
      '.maria',
      '.longname@',
      'mail',
      '.example',
      '.co',
      '.uk',
    ]);
    expect(emailParts('a@b')).toEqual(['a@', 'b']);
    expect(emailParts('plain')).toEqual(['plain']);
  });
});
