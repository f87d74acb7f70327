import '@mantine/carousel/styles.css';
import { Carousel } from '@mantine/carousel';
import { ActionIcon, Button, Card, Container, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useViewportSize } from '@mantine/hooks';
import { IconChevronLeft, IconChevronRight, IconGift, IconUsersGroup, IconUserShield } from '@tabler/icons-react';
import type { EmblaCarouselType } from 'embla-carousel';
import { useState, type ReactNode } from 'react';
import { Link, Navigate } from 'react-router';
import { coursesTexts as t, slidesPerView, type CatalogueCourse, type UserCourse } from '@holdfast/shared/courses';
import { useListCourses } from '../api/list-courses';
import { useListUserCourses } from '@/lib/api/list-user-courses';
import { CourseEntry } from '../components/course-entry';
import { CoursesSkeleton, LoadError } from '../components/state-views';
import { useMulticourse } from '../lib/use-multicourse';

interface Entry {
  course: CatalogueCourse;
  userCourse: UserCourse | null;
}

function CourseCarousel({ title, entries, multicourse }: { title: string; entries: Entry[]; multicourse: boolean }) {
  const { width } = useViewportSize();
  const perView = slidesPerView(width || 1366);
  const [embla, setEmbla] = useState<EmblaCarouselType | null>(null);
  const hasControls = entries.length > Math.floor(perView);
  // The arrows sit beside the title, not over the cards (overlaid, they hid a phone card's text).
  return (
    <section aria-label={title}>
      <Group justify="space-between" align="center" mb="sm" wrap="nowrap">
        <Title order={2} fz="xl">
          {title}
        </Title>
        {hasControls && (
          <Group gap="xs" wrap="nowrap" data-testid="carousel-controls">
            <ActionIcon variant="default" radius="xl" size="lg" aria-label={`Previous ${title} course`} onClick={() => embla?.scrollPrev()}>
              <IconChevronLeft size={18} aria-hidden />
            </ActionIcon>
            <ActionIcon variant="default" radius="xl" size="lg" aria-label={`Next ${title} course`} onClick={() => embla?.scrollNext()}>
              <IconChevronRight size={18} aria-hidden />
            </ActionIcon>
          </Group>
        )}
      </Group>
      <Carousel
        slideSize={`${100 / perView}%`}
        slideGap="md"
        emblaOptions={{ align: 'start', containScroll: 'trimSnaps', slidesToScroll: 1 }}
        withControls={false}
        getEmblaApi={setEmbla}
      >
        {entries.map((e) => (
          <Carousel.Slide key={e.course.id} py={4}>
            <CourseEntry course={e.course} userCourse={e.userCourse} multicourse={multicourse} />
          </Carousel.Slide>
        ))}
      </Carousel>
    </section>
  );
}

function NextStep({ to, icon, label }: { to: string; icon: ReactNode; label: string }) {
  return (
    <Button component={Link} to={to} variant="light" size="md" leftSection={icon} fullWidth>
      {label}
    </Button>
  );
}

/** /courses, multicourse flow on: 'Your Progress' and 'Completed' carousels, 'Next Steps' once all are done. */
export function CoursesPage() {
  const multicourse = useMulticourse();
  const catalogue = useListCourses();
  const userCourses = useListUserCourses();
  if (!multicourse) return <Navigate to="/course" replace />;
  if (catalogue.isError || userCourses.isError) return <LoadError message={t.fetchCoursesFailure} />;
  if (!catalogue.data || !userCourses.data) return <CoursesSkeleton />;

  const entries: Entry[] = catalogue.data.map((course) => ({
    course,
    userCourse: userCourses.data.find((u) => u.course_id === course.id) ?? null,
  }));
  const inProgress = entries.filter((e) => e.userCourse?.progress_status !== 'completed');
  const completed = entries.filter((e) => e.userCourse?.progress_status === 'completed');

  return (
    <Container size="xl" py="lg">
      <Stack gap="xl">
        <div>
          <Title order={1} fz={28}>
            Your Courses
          </Title>
          <Text c="dimmed">Step by step, one lesson at a time.</Text>
        </div>
        {inProgress.length > 0 && <CourseCarousel title={t.yourProgress} entries={inProgress} multicourse={multicourse} />}
        {completed.length > 0 && <CourseCarousel title={t.completed} entries={completed} multicourse={multicourse} />}
        {entries.length === 0 && (
          <Card withBorder radius="lg" p="xl">
            <Text c="dimmed" ta="center">
              {t.noCourseAssigned}
            </Text>
          </Card>
        )}
        {entries.length > 0 && inProgress.length === 0 && (
          <Card withBorder radius="lg" p="lg" component="section" aria-label={t.nextSteps}>
            <Title order={2} fz="xl" mb="xs">
              {t.nextSteps}
            </Title>
            <Text c="dimmed" mb="md">
              You have completed every course. Here is how to keep growing and help others grow.
            </Text>
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              <NextStep to="/leaders-portal" icon={<IconUsersGroup size={18} aria-hidden />} label="Become a small group leader" />
              <NextStep
                to="/accountability/partners"
                icon={<IconUserShield size={18} aria-hidden />}
                label="Find an accountability partner"
              />
              <NextStep to="/invite-friends" icon={<IconGift size={18} aria-hidden />} label="Refer a friend" />
            </SimpleGrid>
          </Card>
        )}
      </Stack>
    </Container>
  );
}
