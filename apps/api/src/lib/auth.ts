import type { RequestHandler, Response } from 'express';
import jwt from 'jsonwebtoken';
import { isStaffRole, type OrganizationRole, type UserRole } from '@meridian/contracts';
import { AppError, ERRORS, forbidden, sessionEndedByReset } from './errors';

export type AuthMiddleware = RequestHandler;

/** What the auth middleware needs of an account; the users module's document satisfies it. */
export type AuthSubject = {
  _id: unknown;
  role?: string | null;
  emailVerified?: boolean | null;
  passwordChangedAt?: Date | null;
  sessionVersion?: number | null;
  organizationId?: unknown;
  organizationRole?: string | null;
};

/**
 * Who is asking, as every service that decides by role sees them (decision 0017: four roles, enforced here). A
 * customer also acts for their organization, in their role there (decision 0054); staff have no organization.
 */
export type Actor = { id: string; role: UserRole; organizationId?: string; organizationRole?: OrganizationRole };

// Pinned: a token claiming any other algorithm (including "none") is refused.
export const JWT_ALGORITHM = 'HS256' as const;

/** `sv` is the user's session version (decision 0028): a reset moves it on, and older tokens stop working. */
export function signToken(userId: string, secret: string, expiresIn: string, sessionVersion = 0): string {
  return jwt.sign({ sv: sessionVersion }, secret, { algorithm: JWT_ALGORITHM, subject: userId, expiresIn: expiresIn as jwt.SignOptions['expiresIn'] });
}

/** Bearer JWT -> the user, who must still exist and must not have changed password since the token was issued. */
export function createRequireAuth(secret: string, loadUser: (id: string) => Promise<AuthSubject | null>): AuthMiddleware {
  return async (req, res, next) => {
    const header = req.get('authorization') ?? '';
    const match = /^Bearer ([A-Za-z0-9_=-]+\.[A-Za-z0-9_=-]*\.[A-Za-z0-9_=-]*)$/.exec(header.trim());
    if (!match?.[1]) return next(new AppError(401, ERRORS.authRequired));
    let payload: jwt.JwtPayload;
    try {
      const decoded = jwt.verify(match[1], secret, { algorithms: [JWT_ALGORITHM] });
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
}

function subject(res: Response): AuthSubject {
  return res.locals.user as AuthSubject;
}

/** After requireAuth: the signed-in account as an actor. */
export function currentActor(res: Response): Actor {
  return actorOf(subject(res));
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
  book: 'Your role in this organization is viewer: you can see its bookings but not create, change, cancel, pay for or rate them. Ask an admin for the booker role.',
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
