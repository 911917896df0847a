import type { SectionProps } from '../../types';
import { BlogList } from './BlogList';

export default function BlogListBlock({ section }: SectionProps<'blogList'>) {
  return <BlogList id={section.id} content={section.content} variant={section.variant ?? 'grid'} />;
}
