import { Clock } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { FilterButtons } from '../components/filter-buttons';
import { InitialsAvatar } from '../components/initials-avatar';
import { NewsletterBoxView } from '../components/newsletter-box-view';
import { PageHero } from '../components/page-hero';
import { BLOG_CATEGORIES, blogHero, blogPosts, type BlogCategory, type BlogPost } from '../../../content/blog';
import { usePageTitle } from '../../../lib/use-page-title';
import { IllustrationTile } from '../components/illustration-tile';
import { filterByCategory, splitFeatured } from '../lib/filters';

// The newsletter form (react-hook-form) sits at the foot of the page; loading it after the page keeps the blog's first
// load inside the 150 KB budget (decision 0015). Until it arrives the box is drawn in its place, inert.
const NewsletterBox = lazy(() => import('../components/newsletter-box').then((m) => ({ default: m.NewsletterBox })));

function Byline({ post }: { post: BlogPost }) {
  return (
    <div className="flex items-center gap-3 text-sm">
      <InitialsAvatar initials={post.authorImage} size="sm" />
      <div>
        <p className="font-semibold text-slate-900">{post.author}</p>
        <p className="flex items-center gap-1.5 text-slate-700">
          {post.date}
          <span aria-hidden="true">·</span>
          <Clock className="h-3.5 w-3.5" aria-hidden="true" />
          {post.readTime}
        </p>
      </div>
    </div>
  );
}

// Read More does nothing yet.
function ReadMore({ title }: { title: string }) {
  return (
    <button type="button" className="font-semibold text-blue-800 hover:underline">
      Read More<span className="sr-only">: {title}</span>
    </button>
  );
}

export function BlogPage() {
  usePageTitle('Blog');
  const [category, setCategory] = useState<BlogCategory>('All');
  const { featured, rest } = splitFeatured(filterByCategory(blogPosts, category, 'All'));

  return (
    <>
      <PageHero eyebrow={blogHero.eyebrow} title={blogHero.title} lead={blogHero.lead} />
      <section aria-labelledby="articles-title" className="bg-slate-50 py-16">
        <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
          <h2 id="articles-title" className="sr-only">
            Articles
          </h2>
          <FilterButtons options={BLOG_CATEGORIES} value={category} onChange={setCategory} label="Filter articles by category" />

          {featured && (
            <article className="mt-10 grid overflow-hidden rounded-3xl bg-white shadow-sm ring-1 ring-slate-200 lg:grid-cols-2" data-testid="featured-post">
              <IllustrationTile picture={featured.image} className="h-56 lg:h-full lg:min-h-80" />
              <div className="flex flex-col justify-center p-8">
                <p className="flex flex-wrap items-center gap-2 text-xs font-semibold uppercase tracking-wider">
                  <span className="rounded-full bg-amber-100 px-3 py-1 text-amber-900">Featured</span>
                  <span className="rounded-full bg-blue-100 px-3 py-1 text-blue-900">{featured.category}</span>
                </p>
                <h3 className="mt-4 text-2xl font-bold text-slate-900 sm:text-3xl">{featured.title}</h3>
                <p className="mt-3 text-lg leading-8 text-slate-700">{featured.excerpt}</p>
                <div className="mt-6 flex flex-wrap items-center justify-between gap-4">
                  <Byline post={featured} />
                  <ReadMore title={featured.title} />
                </div>
              </div>
            </article>
          )}

          {rest.length > 0 && (
            <ul className="mt-10 grid gap-6 md:grid-cols-2 lg:grid-cols-3" data-testid="post-grid">
              {rest.map((post) => (
                <li key={post.id} className="flex">
                  <article className="flex w-full flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
                    <IllustrationTile picture={post.image} className="h-40" />
                    <div className="flex flex-1 flex-col p-6">
                      <p className="w-fit rounded-full bg-blue-100 px-3 py-1 text-xs font-semibold text-blue-900">{post.category}</p>
                      <h3 className="mt-3 text-lg font-bold text-slate-900">{post.title}</h3>
                      <p className="mt-2 flex-1 leading-7 text-slate-700">{post.excerpt}</p>
                      <div className="mt-5 flex flex-wrap items-center justify-between gap-3 border-t border-slate-200 pt-4">
                        <Byline post={post} />
                        <ReadMore title={post.title} />
                      </div>
                    </div>
                  </article>
                </li>
              ))}
            </ul>
          )}
        </div>
      </section>
      <div className="bg-white px-4 py-16 sm:px-6 lg:px-8">
        <div className="mx-auto max-w-5xl">
          <Suspense fallback={<NewsletterBoxView loading />}>
            <NewsletterBox />
          </Suspense>
        </div>
      </div>
    </>
  );
}
