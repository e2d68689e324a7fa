import { ResponsiveCarousel } from './carousel';
import { InitialsAvatar } from './initials-avatar';
import { SectionHeading } from './section-heading';
import { TESTIMONIAL_INTERVAL_MS, testimonials } from '../../../content/home';
import { StarRating } from './star-rating';

export function TestimonialsSection() {
  return (
    <section id="testimonials" aria-labelledby="testimonials-title" className="bg-slate-900 py-20">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading id="testimonials-title" eyebrow="Testimonials" title="What our clients say" tone="dark" />
        <div className="mt-12">
          <ResponsiveCarousel
            items={testimonials}
            intervalMs={TESTIMONIAL_INTERVAL_MS}
            label="Testimonials"
            testId="testimonials-carousel"
            getKey={(item) => item.author}
            gridClassName="grid gap-6 md:grid-cols-3"
            renderItem={(item) => (
              <figure className="flex w-full flex-col rounded-2xl bg-white p-7 shadow-lg">
                <StarRating rating={item.rating} />
                <blockquote className="mt-4 flex-1 leading-7 text-slate-800">“{item.content}”</blockquote>
                <figcaption className="mt-6 flex items-center gap-3">
                  <InitialsAvatar initials={item.image} size="sm" />
                  <span>
                    <span className="block font-semibold text-slate-900">{item.author}</span>
                    <span className="block text-sm text-slate-700">{item.position}</span>
                  </span>
                </figcaption>
              </figure>
            )}
          />
        </div>
      </div>
    </section>
  );
}
