import { messages } from '@woodshed/shared';
import { Banner } from '@/components/ui/Banner';
import { RichText } from '@/components/ui/RichText';
import { isEmbeddableImageUrl } from '@/lib/urls';
import { LibraryDetailPage } from '../components/detail/LibraryDetailPage';

/** /library/articles/:id — read time, category, difficulty and the article. */
export function Component() {
  return (
    <LibraryDetailPage type="article" facts={(article) => [{ label: 'Read time', value: article.details.readTime }]}>
      {(article) => (
        <div className="flex flex-col gap-6">
          {isEmbeddableImageUrl(article.thumbnailUrl) && (
            <img src={article.thumbnailUrl} alt="" className="h-44 w-full rounded-xl object-cover shadow-sm sm:h-60" />
          )}
          {article.details.content.trim() ? (
            <div className="rounded-xl border border-stone-200 bg-white p-5 shadow-sm sm:p-8">
              <RichText html={article.details.content} className="max-w-3xl" />
            </div>
          ) : (
            <Banner tone="error">{messages.library.articleContentNotFound}</Banner>
          )}
        </div>
      )}
    </LibraryDetailPage>
  );
}
