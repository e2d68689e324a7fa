import { describe, expect, it } from 'vitest';
import { blogPosts } from '../../../content/blog';
import { projects, PORTFOLIO_CATEGORIES } from '../../../content/portfolio';
import { coreServices, SERVICE_CATEGORIES } from '../../../content/services';
import { filterByCategory, splitFeatured } from './filters';

describe('filterByCategory', () => {
  it('when the services filter is all, then every core service shows', () => {
    expect(filterByCategory(coreServices, 'all', 'all')).toHaveLength(coreServices.length);
  });

  it('when a services category is chosen, then only its services show, and each category has at least one', () => {
    for (const category of SERVICE_CATEGORIES.filter((c) => c !== 'all')) {
      const shown = filterByCategory(coreServices, category, 'all');
      expect(shown.length).toBeGreaterThan(0);
      expect(shown.every((service) => service.category === category)).toBe(true);
    }
  });

  it('when a portfolio category is chosen, then exactly its one project shows', () => {
    expect(filterByCategory(projects, 'All', 'All')).toHaveLength(6);
    for (const category of PORTFOLIO_CATEGORIES.filter((c) => c !== 'All')) {
      expect(filterByCategory(projects, category, 'All')).toHaveLength(1);
    }
    expect(filterByCategory(projects, 'Research', 'All')[0]?.title).toBe('Clinical Trial Logistics');
  });
});

describe('splitFeatured', () => {
  it('when the blog shows All, then the first post is featured and the rest fill the grid', () => {
    const { featured, rest } = splitFeatured(filterByCategory(blogPosts, 'All', 'All'));
    expect(featured?.id).toBe(1);
    expect(rest).toHaveLength(blogPosts.length - 1);
  });

  it('when a category is chosen, then its first post is featured', () => {
    const { featured, rest } = splitFeatured(filterByCategory(blogPosts, 'Technology', 'All'));
    expect(featured?.title).toBe('How Live Sensors Changed Our Fleet');
    expect(rest.map((post) => post.category)).toEqual(['Technology']);
  });

  it('when nothing matches, then nothing is featured', () => {
    expect(splitFeatured([])).toEqual({ featured: undefined, rest: [] });
  });
});
