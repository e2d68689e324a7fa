import { canManageOrganization, type OrganizationRole } from '@meridian/contracts';
import { NavLink } from 'react-router-dom';

/**
 * The organization area's sections, in one list (decision 0055). API keys and webhooks are admins' only; their pages
 * live in their own features and are routed as children of the organization area.
 */
const ORGANIZATION_NAV = [
  { label: 'Members', to: '/organization', adminOnly: false },
  { label: 'API keys', to: '/organization/api-keys', adminOnly: true },
  { label: 'Webhooks', to: '/organization/webhooks', adminOnly: true },
] as const;

function organizationNavFor(role: OrganizationRole | undefined) {
  return ORGANIZATION_NAV.filter((item) => !item.adminOnly || canManageOrganization(role));
}

export function OrganizationNav({ role }: { role: OrganizationRole | undefined }) {
  return (
    <nav aria-label="Organization" className="-mx-1 flex gap-1 overflow-x-auto border-b border-slate-200">
      {organizationNavFor(role).map((item) => (
        <NavLink
          key={item.to}
          to={item.to}
          end
          className={({ isActive }) =>
            `border-b-2 px-3 py-2 text-sm font-semibold whitespace-nowrap ${isActive ? 'border-blue-700 text-blue-800' : 'border-transparent text-slate-700 hover:text-slate-900'}`
          }
        >
          {item.label}
        </NavLink>
      ))}
    </nav>
  );
}
