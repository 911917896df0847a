import type { SectionProps } from '../../types';
import { BlogListDemo } from './BlogListDemo';

export default function BlogListDemoBlock({ section }: SectionProps<'blogListDemo'>) {
  return <BlogListDemo id={section.id} content={section.content} variant={section.variant ?? 'grid'} />;
}
