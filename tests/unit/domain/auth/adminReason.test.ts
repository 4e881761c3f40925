import { describe, expect, it } from 'vitest';
import { adminReason } from '../../../../src/domain/auth/adminReason';

describe('adminReason', () => {
  it('names the source that makes an admin, app_metadata first', () => {
    expect(adminReason({ appMetadataRole: 'admin', profileRole: 'user', userMetadataRole: null })).toEqual({
      isAdmin: true,
      reason: "Admin because app_metadata.role is 'admin'.",
    });
    expect(adminReason({ appMetadataRole: null, profileRole: 'super_admin', userMetadataRole: null })).toEqual({
      isAdmin: true,
      reason: "Admin because profiles.role is 'super_admin'.",
    });
  });

  it('says why not, and that user_metadata never counts', () => {
    const plain = adminReason({ appMetadataRole: null, profileRole: 'user', userMetadataRole: 'user' });
    expect(plain.isAdmin).toBe(false);
    expect(plain.reason).toBe(
      "Not an admin: app_metadata.role is not set and profiles.role is 'user'. An admin sets profiles.role to 'admin' (README, Deploy, step 1.8).",
    );
    const claimed = adminReason({ appMetadataRole: 'editor', profileRole: null, userMetadataRole: 'admin' });
    expect(claimed.isAdmin).toBe(false);
    expect(claimed.reason).toContain("app_metadata.role is 'editor' and there is no profile row.");
    expect(claimed.reason).toContain(
      "user_metadata.role is 'admin', but users can edit their own user_metadata, so it never grants admin.",
    );
  });
});
