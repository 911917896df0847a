import type { SectionProps } from '../../types';
import { BlogDetailsDemo } from './BlogDetailsDemo';

export default function BlogDetailsDemoBlock({ section }: SectionProps<'blogDetailsDemo'>) {
  return <BlogDetailsDemo id={section.id} content={section.content} />;
}
