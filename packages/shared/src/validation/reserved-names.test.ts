import { describe, expect, it } from 'vitest';
import { REVIEW_MESSAGES, reviewInputSchema } from './reviews';
import { isReservedName } from './reserved-names';

describe('isReservedName', () => {
  it.each([
    'Little Loom',
    'little loom',
    'LittleLoom',
    'Little Loom Official',
    'Little-Loom_Team',
    'Lıttle Loom',
    'L1ttle L00m',
    'Littl3 Lo0m',
    'Littlе Lооm',
    'ＬｉｔｔｌｅＬｏｏｍ',
    'Little Loorn',
    'L i t t l e  L o o m',
    'Little\u200bLoom',
    'Admin',
    'ADMIN',
    'Аdmin',
    'Αdmin',
    'Adm1n',
    '@dmin',
    'A d m i n',
    'A.D.M.I.N',
    'Ad-min',
    'Ádmín',
    'Administrator',
    'Staff',
    'Shop Staff',
    'Customer Support',
    'Moderator',
    'Official',
    'Team',
    'Asha (Admin)',
    'RealAdmin',
    'Admins',
  ])('refuses %j', (name) => {
    expect(isReservedName(name)).toBe(true);
  });

  it.each([
    'Meera I.',
    'Ravi',
    'Asha Rao',
    'Badminton Mom',
    'Steam Dad',
    'Lila',
    'Loomba',
    'Little Asha',
    'Mother of two',
    'नमस्ते',
    'Teaming Mom',
    'Stafford',
  ])('accepts %j', (name) => {
    expect(isReservedName(name)).toBe(false);
  });
});

describe('the review schema', () => {
  const review = (reviewerName: string) =>
    reviewInputSchema.safeParse({
      rating: 5,
      title: 'Lovely frock',
      body: 'Soft cotton, true to size.',
      reviewerName,
    });

  it('refuses a name that reads as the shop or its staff, with the message on the name', () => {
    const result = review('Lıttle Loom Official');
    expect(result.success).toBe(false);
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ path: ['reviewerName'], message: REVIEW_MESSAGES.nameReserved }),
    ]);
    expect(review('Meera I.').success).toBe(true);
  });
});
