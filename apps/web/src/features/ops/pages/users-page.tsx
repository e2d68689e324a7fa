import { USER_ROLE_LABELS, USER_ROLES, userListQuerySchema, type StaffMember, type UserRole } from '@meridian/contracts';
import { Search } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useUpdateUserRole, useUsers, type UserListFilters } from '../api/ops';
import { Alert } from '../../../components/ui/alert';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { inputClass } from '../../../components/ui/form-field';
import { Pager } from '../../../components/ui/pager';
import { OPS_COPY } from '../../../content/ops';
import { messageOr } from '../../../lib/api-client';
import { useAuth } from '../../../lib/session';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { usePageTitle } from '../../../lib/use-page-title';

const ROLE_TONES: Record<UserRole, string> = {
  customer: 'bg-slate-100 text-slate-800',
  operator: 'bg-blue-100 text-blue-900',
  driver: 'bg-amber-100 text-amber-900',
  admin: 'bg-purple-100 text-purple-900',
};

function filtersFrom(params: URLSearchParams): UserListFilters {
  const result = userListQuerySchema.safeParse(Object.fromEntries([...params].filter(([key]) => ['role', 'q', 'page'].includes(key))));
  if (!result.success) return { page: 1 };
  const { page, role, q } = result.data;
  return { page, ...(role ? { role } : {}), ...(q ? { q } : {}) };
}

function paramsFrom(filters: UserListFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.role) params.set('role', filters.role);
  if (filters.q) params.set('q', filters.q);
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
}

type Change = { member: StaffMember; role: UserRole };

function ChangeRoleDialog({ change, onClose, onChanged }: { change: Change | null; onClose: () => void; onChanged: (message: string) => void }) {
  const mutation = useUpdateUserRole();
  const close = () => {
    mutation.reset();
    onClose();
  };
  const confirm = () => {
    if (!change) return;
    mutation.mutate(
      { id: change.member._id, role: change.role },
      {
        onSuccess: () => {
          onChanged(`${change.member.firstName} ${change.member.lastName} is now ${USER_ROLE_LABELS[change.role].toLowerCase()}.`);
          close();
        },
      },
    );
  };
  return (
    <Dialog open={change !== null} title="Change role" onClose={close}>
      {change && (
        <>
          <p className="text-slate-800">
            Make <span className="font-semibold">{`${change.member.firstName} ${change.member.lastName}`}</span> ({change.member.email}) {article(change.role)}{' '}
            <span className="font-semibold">{USER_ROLE_LABELS[change.role]}</span> instead of {article(change.member.role)} {USER_ROLE_LABELS[change.member.role]}? It
            takes effect at their next request.
          </p>
          {mutation.isError && (
            <Alert tone="error" className="mt-4">
              {messageOr(mutation.error, 'Could not change the role.')}
            </Alert>
          )}
          <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Button variant="secondary" onClick={close} disabled={mutation.isPending}>
              Keep role
            </Button>
            <Button onClick={confirm} disabled={mutation.isPending}>
              {mutation.isPending ? 'Saving...' : 'Change role'}
            </Button>
          </div>
        </>
      )}
    </Dialog>
  );
}

const article = (role: UserRole) => (role === 'admin' || role === 'operator' ? 'an' : 'a');

function UserRow({ member, isSelf, onChoose }: { member: StaffMember; isSelf: boolean; onChoose: (role: UserRole) => void }) {
  const name = `${member.firstName} ${member.lastName}`;
  return (
    <li className="grid gap-3 p-4 sm:grid-cols-[1fr_auto] sm:items-center">
      <div className="min-w-0">
        <p className="flex flex-wrap items-center gap-2 font-semibold text-slate-900">
          {name} <Badge className={ROLE_TONES[member.role]}>{USER_ROLE_LABELS[member.role]}</Badge>
          {isSelf && <span className="text-sm font-normal text-slate-700">(you)</span>}
        </p>
        <p className="text-sm break-all text-slate-700">{member.email}</p>
        {member.phoneNumber && <p className="text-sm text-slate-700">{member.phoneNumber}</p>}
      </div>
      <div>
        <label htmlFor={`role-${member._id}`} className="sr-only">
          Role of {name}
        </label>
        <select
          id={`role-${member._id}`}
          className={`h-11 sm:w-44 ${inputClass()}`}
          value={member.role}
          // An admin cannot demote themself here, so the console always keeps at least the admin using it.
          disabled={isSelf}
          onChange={(event) => onChoose(event.target.value as UserRole)}
        >
          {USER_ROLES.map((role) => (
            <option key={role} value={role}>
              {USER_ROLE_LABELS[role]}
            </option>
          ))}
        </select>
      </div>
    </li>
  );
}

/** /ops/users (admins): everyone's role, with a role filter, a search, and a confirmed change. */
export function UsersPage({ searchDelayMs = 300 }: { searchDelayMs?: number }) {
  usePageTitle('Users');
  const { user } = useAuth();
  const [params, setParams] = useSearchParams();
  const filters = filtersFrom(params);
  const [text, setText] = useState(filters.q ?? '');
  const typed = useDebouncedValue(text.trim(), searchDelayMs);
  const [change, setChange] = useState<Change | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const query = useUsers(filters);
  const setFilters = (next: UserListFilters) => setParams(paramsFrom(next));

  // Only a settled search changes the URL, against the filters of the latest render.
  const latest = useRef({ filters, setParams });
  useEffect(() => {
    latest.current = { filters, setParams };
  });
  useEffect(() => {
    const { filters: current, setParams: set } = latest.current;
    if ((typed || undefined) !== current.q) set(paramsFrom({ ...current, q: typed || undefined, page: 1 }));
  }, [typed]);

  const records = query.data?.records ?? [];
  const pagination = query.data?.pagination;
  return (
    <>
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">
        Users {pagination && <span className="text-slate-700">({pagination.totalRecords})</span>}
      </h1>
      <div className="mt-4 grid gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:grid-cols-[2fr_1fr]">
        <div>
          <label htmlFor="users-q" className="block text-sm font-semibold text-slate-800">
            Search
          </label>
          <div className="relative">
            <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 mt-0.75 h-4 w-4 -translate-y-1/2 text-slate-500" />
            <input
              id="users-q"
              type="search"
              value={text}
              maxLength={100}
              placeholder="Name or e-mail"
              onChange={(event) => setText(event.target.value)}
              className={`mt-1.5 h-11 pl-9 ${inputClass()}`}
            />
          </div>
        </div>
        <div>
          <label htmlFor="users-role" className="block text-sm font-semibold text-slate-800">
            Role
          </label>
          <select
            id="users-role"
            className={`mt-1.5 h-11 ${inputClass()}`}
            value={filters.role ?? ''}
            onChange={(event) => setFilters({ ...filters, role: (event.target.value || undefined) as UserRole | undefined, page: 1 })}
          >
            <option value="">All roles</option>
            {USER_ROLES.map((role) => (
              <option key={role} value={role}>
                {USER_ROLE_LABELS[role]}
              </option>
            ))}
          </select>
        </div>
      </div>
      {done && (
        <Alert tone="success" className="mt-4">
          {done}
        </Alert>
      )}
      {query.isError && (
        <Alert tone="error" className="mt-4">
          {messageOr(query.error, OPS_COPY.usersFailed)}
        </Alert>
      )}
      <section aria-label="Users" className={`mt-4 rounded-2xl bg-white shadow-sm ring-1 ring-slate-200 ${query.isFetching && !query.isPending ? 'opacity-70' : ''}`}>
        {query.isPending ? (
          <p role="status" className="p-6 text-slate-700">
            Loading users...
          </p>
        ) : records.length === 0 ? (
          !query.isError && <p className="p-6 text-slate-700">No user matches.</p>
        ) : (
          <ul className="divide-y divide-slate-100">
            {records.map((member) => (
              <UserRow
                key={member._id}
                member={member}
                isSelf={member._id === user?._id}
                onChoose={(role) => {
                  setDone(null);
                  if (role !== member.role) setChange({ member, role });
                }}
              />
            ))}
          </ul>
        )}
      </section>
      {pagination && (
        <div className="mt-6">
          <Pager currentPage={pagination.currentPage} totalPages={pagination.totalPages} onPageChange={(page) => setFilters({ ...filters, page })} />
        </div>
      )}
      <ChangeRoleDialog change={change} onClose={() => setChange(null)} onChanged={setDone} />
    </>
  );
}
