import { zodResolver } from '@hookform/resolvers/zod';
import { CLIENT_CATEGORIES, CLIENT_CATEGORY_LABELS, MESSAGES, profileUpdateSchema, type ProfileUpdate, type SessionUser } from '@meridian/contracts';
import { BadgeCheck, Clock } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useCurrentUser } from '../../../api/user';
import { EmailVerificationBanner } from '../../../components/account/email-verification-banner';
import { Alert } from '../../../components/ui/alert';
import { CompanyStatusBanner } from '../../../components/company-status/company-status-banner';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { SelectField, TextField } from '../../../components/ui/text-field';
import { ApiError, messageOr } from '../../../lib/api-client';
import { formatDay } from '../../../lib/format-date';
import { usePageTitle } from '../../../lib/use-page-title';
import { useUpdateProfile } from '../api/update-profile';
import { NotificationSettingsCard } from '../components/notification-settings-card';

const UPDATE_FAILED = 'Failed to update profile';

function editable(user: SessionUser): ProfileUpdate {
  return {
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    phoneNumber: user.phoneNumber,
    companyName: user.companyName,
    clientCategory: user.clientCategory,
  };
}

function ProfileCard({ user }: { user: SessionUser }) {
  const [editing, setEditing] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const mutation = useUpdateProfile();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<ProfileUpdate>({ resolver: zodResolver(profileUpdateSchema), values: editable(user) });

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      await mutation.mutateAsync(values);
      setEditing(false);
      setNotice('Profile updated successfully.');
    } catch (error) {
      const apiError = error instanceof ApiError ? error : undefined;
      for (const [field, message] of Object.entries(apiError?.fields ?? {})) {
        if (field in values) setError(field as keyof ProfileUpdate, { message });
      }
      setFailure(apiError?.isNetworkError ? MESSAGES.connectionError : messageOr(error, UPDATE_FAILED));
    }
  });

  const initials = `${user.firstName[0] ?? ''}${user.lastName[0] ?? ''}`.toUpperCase();
  const disabled = !editing;
  return (
    <>
      <CompanyStatusBanner className="mb-6" />
      <div className="grid gap-6 lg:grid-cols-3">
        <section className="rounded-2xl bg-white p-6 text-center shadow-sm ring-1 ring-slate-200">
          <span aria-hidden="true" className="mx-auto grid h-24 w-24 place-items-center rounded-full bg-blue-700 text-3xl font-bold text-white">
            {initials}
          </span>
          <p className="mt-4 text-xl font-bold text-slate-900">
            {user.firstName} {user.lastName}
          </p>
          <p className="text-slate-700">{user.companyName}</p>
          <p className="text-sm text-slate-700">{CLIENT_CATEGORY_LABELS[user.clientCategory] ?? user.clientCategory}</p>
          <div className="mt-4 flex flex-wrap justify-center gap-2">
            {user.verified ? (
              <Badge className="bg-green-100 text-green-900">
                <BadgeCheck aria-hidden="true" className="h-3.5 w-3.5" /> Verified
              </Badge>
            ) : (
              <Badge className="bg-yellow-100 text-yellow-900">
                <Clock aria-hidden="true" className="h-3.5 w-3.5" /> Pending Verification
              </Badge>
            )}
            <Badge className="bg-blue-100 text-blue-900">Active Member</Badge>
          </div>
          <p className="mt-4 text-sm text-slate-700">
            Member Since <strong className="text-slate-900">{formatDay(user.createdAt)}</strong>
          </p>
        </section>
        <section className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 lg:col-span-2">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h2 className="text-lg font-bold text-slate-900">Account details</h2>
            {!editing && (
              <Button
                variant="secondary"
                onClick={() => {
                  setNotice(null);
                  setEditing(true);
                }}
              >
                Edit Profile
              </Button>
            )}
          </div>
          {notice && (
            <Alert tone="success" className="mt-4">
              {notice}
            </Alert>
          )}
          {failure && (
            <Alert tone="error" className="mt-4">
              {failure}
            </Alert>
          )}
          <form onSubmit={onSubmit} noValidate className="mt-5 grid gap-4 sm:grid-cols-2">
            <TextField id="firstName" label="First name" required disabled={disabled} error={errors.firstName?.message} {...register('firstName')} />
            <TextField id="lastName" label="Last name" required disabled={disabled} error={errors.lastName?.message} {...register('lastName')} />
            <TextField id="email" type="email" label="Email" required disabled={disabled} error={errors.email?.message} {...register('email')} />
            <TextField id="phoneNumber" type="tel" label="Phone number" required disabled={disabled} error={errors.phoneNumber?.message} {...register('phoneNumber')} />
            <TextField id="companyName" label="Company name" required disabled={disabled} error={errors.companyName?.message} {...register('companyName')} />
            <SelectField id="clientCategory" label="Client category" required disabled={disabled} error={errors.clientCategory?.message} {...register('clientCategory')}>
              {CLIENT_CATEGORIES.map((category) => (
                <option key={category} value={category}>
                  {CLIENT_CATEGORY_LABELS[category]}
                </option>
              ))}
            </SelectField>
            {editing && (
              <div className="flex flex-wrap justify-end gap-3 sm:col-span-2">
                <Button
                  variant="secondary"
                  onClick={() => {
                    reset(editable(user));
                    setFailure(null);
                    setEditing(false);
                  }}
                >
                  Cancel
                </Button>
                <Button type="submit" disabled={mutation.isPending}>
                  {mutation.isPending ? 'Saving...' : 'Save Changes'}
                </Button>
              </div>
            )}
          </form>
        </section>
      </div>
    </>
  );
}

/** /profile. The customer layout gives the page frame and Back to Dashboard. */
export function ProfilePage() {
  usePageTitle('Profile');
  // The same cached user the session check loaded: no second request unless it has gone stale.
  const query = useCurrentUser();
  return (
    <>
      <h1 className="text-3xl font-bold text-slate-900">My Profile</h1>
      <EmailVerificationBanner className="mt-6" />
      <div className="mt-6">
        {query.isPending ? (
          <p role="status" className="text-slate-700">
            Loading profile...
          </p>
        ) : query.isError ? (
          <Alert
            tone="error"
            title={MESSAGES.profile.loadFailed}
            action={
              <Button onClick={() => void query.refetch()} disabled={query.isFetching}>
                Retry
              </Button>
            }
          />
        ) : (
          <>
            <ProfileCard user={query.data} />
            {query.data.role === 'customer' && (
              <div className="mt-6">
                <NotificationSettingsCard />
              </div>
            )}
          </>
        )}
      </div>
    </>
  );
}
