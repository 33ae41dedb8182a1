import { describe, expect, it } from 'vitest';
import { GSTIN_MESSAGES, gstinCheckCharacter, gstinProblem } from './gstin';

describe('GSTIN', () => {
  it('accepts real-format GSTINs in their own state', () => {
    expect(gstinProblem('27AAPFU0939F1ZV', 'Maharashtra')).toBeNull();
    expect(gstinProblem('27AAACR5055K1Z7', 'Maharashtra')).toBeNull();
    expect(gstinProblem('29AAGCB7383J1Z4', 'Karnataka')).toBeNull();
    expect(gstinProblem('33AAACH7409R1Z8', 'Tamil Nadu')).toBeNull();
  });

  it('computes the check character', () => {
    expect(gstinCheckCharacter('27AAPFU0939F1Z')).toBe('V');
    expect(gstinCheckCharacter('29AAGCB7383J1Z')).toBe('4');
  });

  it('needs 15 characters', () => {
    expect(gstinProblem('27AAPFU0939F1Z', 'Maharashtra')).toBe(GSTIN_MESSAGES.length);
    expect(gstinProblem('27AAPFU0939F1ZVX', 'Maharashtra')).toBe(GSTIN_MESSAGES.length);
  });

  it('needs a PAN in the middle, a Z and capital letters', () => {
    expect(gstinProblem('27AAPF10939F1ZV', 'Maharashtra')).toBe(GSTIN_MESSAGES.shape);
    expect(gstinProblem('27AAPFU093FF1ZV', 'Maharashtra')).toBe(GSTIN_MESSAGES.shape);
    expect(gstinProblem('27AAPFU0939F1YV', 'Maharashtra')).toBe(GSTIN_MESSAGES.shape);
    expect(gstinProblem('27aapfu0939f1zv', 'Maharashtra')).toBe(GSTIN_MESSAGES.shape);
    expect(gstinProblem('27AAPFU0939F0ZV', 'Maharashtra')).toBe(GSTIN_MESSAGES.shape);
  });

  it('must start with the code of the seller’s state', () => {
    expect(gstinProblem('27AAPFU0939F1ZV', 'Karnataka')).toBe(GSTIN_MESSAGES.state);
  });

  it('accepts an older state code where a state kept one', () => {
    const older = '28AAPFU0939F1Z';
    expect(gstinProblem(older + gstinCheckCharacter(older), 'Andhra Pradesh')).toBeNull();
  });

  it('catches a typing error through the check character', () => {
    expect(gstinProblem('27AAPFU0939F1ZW', 'Maharashtra')).toBe(GSTIN_MESSAGES.checksum);
    expect(gstinProblem('27AAPFU0938F1ZV', 'Maharashtra')).toBe(GSTIN_MESSAGES.checksum);
  });
});
