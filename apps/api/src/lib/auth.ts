import type { RequestHandler, Response } from 'express';
import { createSecretKey } from 'node:crypto';
import jwt from 'jsonwebtoken';
import { API_KEY_MESSAGES, canManageOrganization, isApiKeyToken, isStaffRole, VIEWER_CANNOT_BOOK, type ApiKeyScope, type OrganizationRole, type UserRole } from '@meridian/contracts';
import { AppError, ERRORS, forbidden, sessionEndedByReset } from './errors';
import { limitPerApiKey } from './rate-limit';

/**
 * The session guard (a bearer JWT). Decision 0056: an API key (`Bearer mxk_...`) is refused with 403 by it, and is
 * accepted only where a route says which scope it needs, with `requireAuth.orApiKey(scope)`.
 */
export type AuthMiddleware = RequestHandler & { orApiKey(scope: ApiKeyScope): RequestHandler };

/** A key as the auth middleware needs it; the api-keys module's lookup answers it (null: unknown or revoked). */
export type ApiKeyPrincipal = { id: string; organizationId: string; createdBy: string; scopes: readonly string[] };

export type ApiKeyAuth = {
  /** Looked up in MongoDB on every request, so a revoke holds at once on every process (decision 0056). */
  lookup: (token: string) => Promise<ApiKeyPrincipal | null>;
  /** Requests per key per minute. */
  perMinute: number;
};

/** What the auth middleware needs of an account; the users module's document satisfies it. */
export type AuthSubject = {
  _id: unknown;
  role?: string | null;
  emailVerified?: boolean | null;
  passwordChangedAt?: Date | null;
  sessionVersion?: number | null;
  organizationId?: unknown;
  organizationRole?: string | null;
  firstName?: string | null;
  lastName?: string | null;
};

/**
 * Who is asking, as every service that decides by role sees them (decision 0017: four roles, enforced here). A
 * customer also acts for their organization, in their role there (decision 0054); staff have no organization.
 */
export type Actor = {
  id: string;
  role: UserRole;
  organizationId?: string;
  organizationRole?: OrganizationRole;
  /** Set when the request came with an API key (decision 0056); `id` is then the admin who created the key. */
  apiKeyId?: string;
};

// Pinned: a token claiming any other algorithm (including "none") is refused.
const JWT_ALGORITHM = 'HS256' as const;

/** `sv` is the user's session version (decision 0028): a reset moves it on, and older tokens stop working. */
export function signToken(userId: string, secret: string, expiresIn: string, sessionVersion = 0): string {
  return jwt.sign({ sv: sessionVersion }, secret, { algorithm: JWT_ALGORITHM, subject: userId, expiresIn: expiresIn as jwt.SignOptions['expiresIn'] });
}

/** Bearer JWT -> the user, who must still exist and must not have changed password since the token was issued. */
export function createRequireAuth(secret: string, loadUser: (id: string) => Promise<AuthSubject | null>, apiKeys?: ApiKeyAuth): AuthMiddleware {
  // jsonwebtoken tries a string secret as a PEM public key first and only then as a secret: a thrown parse per request,
  // about a millisecond of CPU. The key made once skips that.
  const key = createSecretKey(Buffer.from(secret));
  const session: RequestHandler = async (req, res, next) => {
    const header = req.get('authorization') ?? '';
    if (bearerApiKey(header)) return next(forbidden(API_KEY_MESSAGES.notAllowedHere));
    const match = /^Bearer ([A-Za-z0-9_=-]+\.[A-Za-z0-9_=-]*\.[A-Za-z0-9_=-]*)$/.exec(header.trim());
    if (!match?.[1]) return next(new AppError(401, ERRORS.authRequired));
    let payload: jwt.JwtPayload;
    try {
      const decoded = jwt.verify(match[1], key, { algorithms: [JWT_ALGORITHM] });
      if (typeof decoded === 'string') throw new Error('string payload');
      payload = decoded;
    } catch (error) {
      const expired = error instanceof jwt.TokenExpiredError;
      return next(new AppError(401, expired ? ERRORS.sessionExpired : ERRORS.sessionInvalid));
    }
    const user = typeof payload.sub === 'string' ? await loadUser(payload.sub) : null;
    if (!user) return next(new AppError(401, ERRORS.sessionInvalid));
    const changedAt = user.passwordChangedAt ? Math.floor(new Date(user.passwordChangedAt).getTime() / 1000) : 0;
    if (changedAt && typeof payload.iat === 'number' && payload.iat < changedAt) {
      return next(sessionEndedByReset());
    }
    // iat has one-second granularity; the version also ends a session signed in the very second of a reset.
    if ((typeof payload.sv === 'number' ? payload.sv : 0) !== (user.sessionVersion ?? 0)) {
      return next(sessionEndedByReset());
    }
    res.locals.user = user;
    next();
  };
  const limit = limitPerApiKey({ windowMs: 60_000, limit: apiKeys?.perMinute ?? 600, name: 'api-key' });
  return Object.assign(session, {
    orApiKey(scope: ApiKeyScope): RequestHandler {
      return async (req, res, next) => {
        const token = bearerApiKey(req.get('authorization') ?? '');
        if (!token) return session(req, res, next);
        if (!apiKeys) return next(forbidden(API_KEY_MESSAGES.notAllowedHere));
        const key = await apiKeys.lookup(token);
        const creator = key ? await loadUser(key.createdBy) : null;
        if (!key || !creator || !keyCreatorActsFor(creator, key.organizationId)) return next(new AppError(401, API_KEY_MESSAGES.invalid));
        if (!key.scopes.includes(scope)) return next(forbidden(API_KEY_MESSAGES.outOfScope(scope)));
        // Decision 0056: a key acts as its organization, as a booker whose reach its scopes narrow; records it writes
        // name the admin who created it.
        res.locals.user = { ...creator, role: 'customer', organizationId: key.organizationId, organizationRole: 'booker' } satisfies AuthSubject;
        res.locals.apiKey = key;
        return limit(req, res, next);
      };
    },
  });
}

/**
 * Decision 0065: a key works while its creator is an admin of its organization; someone who left it, or was made a
 * booker or a viewer, keeps no key that still acts (or manages webhooks) for it. An account with no organization or
 * role on record is the admin of its own (actorOf). The keys list marks the others suspended by the same rule.
 */
export function keyCreatorActsFor(creator: AuthSubject, organizationId: string): boolean {
  return String(creator.organizationId ?? creator._id) === organizationId && canManageOrganization((creator.organizationRole ?? 'admin') as OrganizationRole);
}

/** The key in `Authorization: Bearer mxk_...`, or undefined for anything else. */
function bearerApiKey(header: string): string | undefined {
  const match = /^Bearer (\S+)$/.exec(header.trim());
  return match?.[1] && isApiKeyToken(match[1]) ? match[1] : undefined;
}

/** After auth: the API key the request came with, if it came with one. */
function currentApiKey(res: Response): ApiKeyPrincipal | undefined {
  return res.locals.apiKey as ApiKeyPrincipal | undefined;
}

function subject(res: Response): AuthSubject {
  return res.locals.user as AuthSubject;
}

/** After requireAuth: the signed-in account (or the API key's stand-in for its creator) as an actor. */
export function currentActor(res: Response): Actor {
  const actor = actorOf(subject(res));
  const apiKey = currentApiKey(res);
  return apiKey ? { ...actor, apiKeyId: apiKey.id } : actor;
}

/** The actor with the person's name, for what records who did it (a booking's first history entry, an acknowledgement). */
export function currentNamedActor(res: Response): Actor & { name: string } {
  const user = subject(res);
  return { ...currentActor(res), name: `${user.firstName ?? ''} ${user.lastName ?? ''}`.trim() };
}

/** An account as an actor: where a service holds the account itself rather than the request. */
export function actorOf(user: AuthSubject): Actor {
  const role = (user.role ?? 'customer') as UserRole;
  if (role !== 'customer') return { id: String(user._id), role };
  // Decision 0054: a customer with no organization on record founded their own, which carries their id (what
  // migration 0005 and sign-up record), so they act as its admin.
  return {
    id: String(user._id),
    role,
    organizationId: String(user.organizationId ?? user._id),
    organizationRole: (user.organizationRole ?? 'admin') as OrganizationRole,
  };
}

export const isStaff = (actor: Pick<Actor, 'role'>): boolean => isStaffRole(actor.role);

/**
 * The organization a customer's records belong to (decision 0054): services scope every customer read and write by
 * it, never by the account that created a record. An actor with none on record acts for the one carrying their id.
 */
export const organizationOf = (actor: Pick<Actor, 'id' | 'organizationId'>): string => actor.organizationId ?? actor.id;

/** Whether a customer actor acts for this organization (staff never do; their own paths decide for them). */
export function actsFor(actor: Actor, organizationId: unknown): boolean {
  return !isStaff(actor) && organizationId != null && String(organizationId) === organizationOf(actor);
}

export const ORGANIZATION_ROLE_ERRORS = {
  book: VIEWER_CANNOT_BOOK,
  manage: 'Only an admin of your organization can do this.',
} as const;

/**
 * After requireAuth: a customer passes only if their organization role may do this (decision 0055: one guard, not a
 * check per route); `canBookFor` answers the viewer's 403, `canManageOrganization` the booker's. Staff pass: their
 * paths are decided by `requireRole` and the services, unchanged by organizations.
 */
export function requireOrganizationRole(allowed: (role: OrganizationRole | undefined) => boolean, message: string): RequestHandler {
  return (_req, res, next) => {
    const actor = currentActor(res);
    next(isStaff(actor) || allowed(actor.organizationRole) ? undefined : forbidden(message));
  };
}

/** After requireAuth: only these roles pass; anyone else signed in gets 403 (decision 0017: roles are enforced here, not by hidden links). */
export function requireRole(...roles: readonly UserRole[]): RequestHandler {
  return (_req, res, next) => {
    const role = currentActor(res).role;
    next(roles.includes(role) ? undefined : forbidden(ERRORS.forbidden));
  };
}

/**
 * After requireAuth: the account's e-mail must be verified (decision 0028). Decision 0023: an unverified account may
 * browse, draft and create booking requests, but not pay or take invoice terms, so money never moves for an
 * address nobody has proved.
 */
export const requireVerifiedEmail: RequestHandler = (_req, res, next) => {
  next(subject(res).emailVerified ? undefined : forbidden(ERRORS.emailNotVerified));
};
