import type { Generated } from 'kysely';

export type Role = 'User' | 'Admin';

export interface AuthTables {
  users: {
    id: Generated<number>;
    /** Stored lower-cased, so one address is one account however it is typed. */
    email: string;
    name: string;
    role: Role;
    password_hash: string;
    created_at: string;
  };
  /** Only a SHA-256 of the token is kept: a copy of the database cannot be used to sign in. */
  sessions: {
    token_hash: string;
    user_id: number;
    created_at: string;
    expires_at: string;
  };
  password_resets: {
    id: Generated<number>;
    user_id: number;
    code_hash: string;
    attempts: number;
    created_at: string;
    expires_at: string;
    used_at: string | null;
  };
}
