import type { SectionProps } from '../../types';
import { BlogDetails } from './BlogDetails';

export default function BlogDetailsBlock({ section }: SectionProps<'blogDetails'>) {
  return <BlogDetails id={section.id} content={section.content} />;
}
