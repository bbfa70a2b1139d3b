import { LibraryDetailPage } from '../components/detail/LibraryDetailPage';
import { VideoPlayer } from '../components/detail/VideoPlayer';

/** /library/videos/:id — category, instructor, duration and the video. */
export function Component() {
  return (
    <LibraryDetailPage
      type="video"
      facts={(video) => [
        { label: 'Instructor', value: video.details.instructor },
        { label: 'Duration', value: video.details.duration },
      ]}
    >
      {(video) => <VideoPlayer url={video.details.videoUrl} title={video.title} />}
    </LibraryDetailPage>
  );
}
