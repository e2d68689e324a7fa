import { Mail } from 'lucide-react';
import { InitialsAvatar } from '../components/initials-avatar';
import { PageHero } from '../components/page-hero';
import { joinTeam, teamHero, teamMembers } from '../../../content/team';
import { usePageTitle } from '../../../lib/use-page-title';
import { SocialIcon } from '../../../components/ui/social-icon';

export function TeamPage() {
  usePageTitle('Team');
  return (
    <>
      <PageHero eyebrow={teamHero.eyebrow} title={teamHero.title} lead={teamHero.lead} />
      <section aria-labelledby="members-title" className="bg-slate-50 py-16">
        <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
          <h2 id="members-title" className="sr-only">
            Team members
          </h2>
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4" data-testid="team-members">
            {teamMembers.map((member) => (
              <li key={member.name} className="flex">
                <article className="flex w-full flex-col items-center rounded-2xl bg-white p-7 text-center shadow-sm ring-1 ring-slate-200">
                  <InitialsAvatar initials={member.initials} size="lg" />
                  <h3 className="mt-4 text-lg font-bold text-slate-900">{member.name}</h3>
                  <p className="text-sm font-semibold text-blue-800">{member.position}</p>
                  <p className="mt-3 flex-1 text-sm leading-6 text-slate-700">{member.bio}</p>
                  <ul className="mt-5 flex gap-2">
                    <li>
                      <a href="#" aria-label={`${member.name} on LinkedIn`} className="grid h-10 w-10 place-items-center rounded-full bg-slate-100 text-slate-700 hover:bg-blue-100 hover:text-blue-800">
                        <SocialIcon network="linkedin" />
                      </a>
                    </li>
                    <li>
                      <a href="#" aria-label={`${member.name} on X`} className="grid h-10 w-10 place-items-center rounded-full bg-slate-100 text-slate-700 hover:bg-blue-100 hover:text-blue-800">
                        <SocialIcon network="x" />
                      </a>
                    </li>
                    <li>
                      <a href={`mailto:${member.email}`} aria-label={`E-mail ${member.name}`} className="grid h-10 w-10 place-items-center rounded-full bg-slate-100 text-slate-700 hover:bg-blue-100 hover:text-blue-800">
                        <Mail className="h-5 w-5" aria-hidden="true" />
                      </a>
                    </li>
                  </ul>
                </article>
              </li>
            ))}
          </ul>
        </div>
      </section>
      <section id="careers" aria-labelledby="join-title" className="bg-white py-20">
        <div className="mx-auto max-w-4xl rounded-3xl bg-gradient-to-br from-blue-800 to-blue-950 px-6 py-14 text-center sm:px-12">
          <h2 id="join-title" className="text-3xl font-bold text-white">
            {joinTeam.title}
          </h2>
          <p className="mx-auto mt-4 max-w-2xl text-lg text-blue-100">{joinTeam.lead}</p>
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
            {/* These two buttons have no action yet. */}
            <button type="button" className="rounded-lg bg-amber-400 px-5 py-3 font-semibold text-slate-950 hover:bg-amber-300">
              {joinTeam.primary}
            </button>
            <button type="button" className="rounded-lg border border-white/70 px-5 py-3 font-semibold text-white hover:bg-white/10">
              {joinTeam.secondary}
            </button>
          </div>
        </div>
      </section>
    </>
  );
}
