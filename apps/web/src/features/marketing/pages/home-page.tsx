import { usePageTitle } from '../../../lib/use-page-title';
import { HeroSection } from '../components/hero-section';
import { HomeContactSection } from '../components/home-contact-section';
import { ServiceStoriesSection } from '../components/service-stories-section';
import { StorySection } from '../components/story-section';
import { TestimonialsSection } from '../components/testimonials-section';
import { WhyUsSection } from '../components/why-us-section';

// The home sections, in this order.
export function HomePage() {
  usePageTitle();
  return (
    <>
      <HeroSection />
      <StorySection />
      <ServiceStoriesSection />
      <WhyUsSection />
      <TestimonialsSection />
      <HomeContactSection />
    </>
  );
}
