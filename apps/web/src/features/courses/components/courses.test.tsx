import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { courseCardLabels, coursesTexts as t, progressTexts } from '@holdfast/shared/courses';
import { course as courseFixture, courseItem, userCourse as userCourseFixture } from '@/test/courses';
import { APP_INFO, makeUser, mockApi, renderPage, renderRoutes, signIn } from '@/test/render';
import { CourseDetailPage } from '../pages/course-detail-page';
import { CourseCard } from './course-card';
import { LessonAccordion } from './lesson-accordion';
import { PriceCard } from './price-card';
import { RestartCourseButton } from './restart-course-button';
import { VideoPlayer } from './video-player';

const course = courseFixture([courseItem(11), courseItem(12)], '<p>Summary</p>');
const userCourse = (statuses: Record<number, string>) => userCourseFixture(course, statuses, 50);

const cardProps = { name: 'Purity Path', courseType: 'standard' as const, paidType: 'free' as const, to: '/x' };

describe('CourseCard', () => {
  it('multicourse on: whole-number percent and the state label', () => {
    renderPage(<CourseCard {...cardProps} progressStatus="in-progress" progressPercentage={66.667} multicourse />);
    expect(screen.getByTestId('course-progress')).toHaveTextContent('66%');
    expect(screen.getByText(progressTexts.inProgress)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: `${courseCardLabels.inProgress}: Purity Path` })).toBeInTheDocument();
  });

  it('multicourse on: a cup at 100%', () => {
    renderPage(<CourseCard {...cardProps} progressStatus="completed" progressPercentage={100} multicourse />);
    expect(screen.getByRole('img', { name: /Course complete/ })).toBeInTheDocument();
    expect(screen.queryByTestId('course-progress')).not.toBeInTheDocument();
    expect(screen.getByText(progressTexts.completed)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^Review/ })).toBeInTheDocument();
  });

  it('multicourse off: two decimals and no cup', () => {
    renderPage(<CourseCard {...cardProps} progressStatus="completed" progressPercentage={100} multicourse={false} />);
    expect(screen.getByTestId('course-progress')).toHaveTextContent('100.00%');
    expect(screen.queryByRole('img', { name: /Course complete/ })).not.toBeInTheDocument();
  });

  it('labels a course not assigned, and the challenge START HERE', () => {
    renderPage(
      <>
        <CourseCard {...cardProps} progressStatus={null} progressPercentage={0} multicourse />
        <CourseCard
          {...cardProps}
          name="30 Day Challenge"
          courseType="30-day-challenge"
          progressStatus={null}
          progressPercentage={0}
          multicourse
        />
      </>,
    );
    expect(screen.getByRole('link', { name: 'Get Started: Purity Path' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'START HERE: 30 Day Challenge' })).toBeInTheDocument();
    expect(screen.getAllByText(progressTexts.notStarted)).toHaveLength(2);
  });
});

describe('LessonAccordion', () => {
  it('shows a locked item locked and not clickable, an open item as a link', () => {
    renderPage(<LessonAccordion userCourse={userCourse({ 11: 'in-progress', 12: 'not-started' })} />);
    expect(screen.getByRole('link', { name: /^Item 11/ })).toHaveAttribute('href', '/courses/7/lessons/1/lesson-items/11/details');
    expect(screen.queryByRole('link', { name: /^Item 12/ })).not.toBeInTheDocument();
    const locked = screen.getByLabelText('Item 12 (locked)');
    expect(locked).toHaveAttribute('aria-disabled', 'true');
    expect(locked.querySelector('a')).toBeNull();
    expect(screen.getByText('Week 1')).toBeInTheDocument();
  });

  it('opens the next item once the previous is completed', () => {
    renderPage(<LessonAccordion userCourse={userCourse({ 11: 'completed', 12: 'not-started' })} />);
    expect(screen.getByRole('link', { name: 'Item 12' })).toBeInTheDocument();
  });
});

describe('PriceCard', () => {
  const info = { id: 1, course_id: 9, apple_pay_product_id: null, google_play_product_id: null, in_app_products: [] };
  it('one-time: amount / 100 with two decimals and lifetime access', async () => {
    const onGetAccess = vi.fn();
    renderPage(<PriceCard info={{ ...info, amount: 7900, stripe_payment_type: 'one-time' }} onGetAccess={onGetAccess} />);
    expect(screen.getByText('$79.00')).toBeInTheDocument();
    expect(screen.getByText(t.forLifetimeAccess)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /Get Access/ }));
    expect(onGetAccess).toHaveBeenCalled();
  });
  it('monthly: / month', () => {
    renderPage(<PriceCard info={{ ...info, amount: 1212, stripe_payment_type: 'monthly' }} onGetAccess={() => {}} />);
    expect(screen.getByText('$12.12')).toBeInTheDocument();
    expect(screen.getByText(t.perMonth)).toBeInTheDocument();
  });
});

describe('Course detail: scholarship card', () => {
  const paid = {
    ...course,
    id: 9,
    name: 'Purity Path',
    paid_type: 'paid',
    lessons: [],
    course_payment_info: [
      {
        id: 3,
        course_id: 9,
        amount: 7900,
        stripe_payment_type: 'one-time',
        apple_pay_product_id: null,
        google_play_product_id: null,
        in_app_products: [],
      },
    ],
    user_course_id: null,
    progress_status: null,
    payment_status: null,
  };
  const routes = (isStudent: boolean) => ({
    'GET courses/9': [200, paid] as [number, unknown],
    'POST user-courses/synchronize': [200, []] as [number, unknown],
    'GET users/profile': [200, makeUser({}, { is_student: isStudent })] as [number, unknown],
    'GET app-info': [200, APP_INFO] as [number, unknown],
  });

  it('shows the Student Only card to a student and applies', async () => {
    signIn();
    let body: unknown;
    mockApi({
      ...routes(true),
      'GET user-scholarships': [200, []],
      'POST user-scholarships': (init) => {
        body = JSON.parse(String(init?.body));
        return [
          201,
          {
            message: t.scholarshipApplied,
            scholarship: {
              id: 1,
              course_id: 9,
              school_enrolled: 'State University',
              school_email: 'sam@state.edu',
              scholarship_reason: 'x',
              status: 'pending',
              created_at: '2026-11-24T00:00:00.000Z',
            },
          },
        ];
      },
    });
    renderRoutes([{ path: '/courses/:courseId/detail', element: <CourseDetailPage /> }], '/courses/9/detail');
    expect(await screen.findByText(t.studentOnly)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Apply for a scholarship' }));
    await userEvent.type(screen.getByLabelText(/School enrolled/), 'State University');
    await userEvent.type(screen.getByLabelText(/School email/), 'sam@state.edu');
    await userEvent.type(screen.getByLabelText(/Why are you applying/), 'I cannot afford it yet.');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText(t.scholarshipApplied)).toBeInTheDocument();
    expect(body).toMatchObject({ course_id: 9, school_enrolled: 'State University', school_email: 'sam@state.edu' });
    // The card now shows the pending application instead of offering to apply again.
    expect(await screen.findByText(t.scholarshipPendingReview)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Apply for a scholarship' })).not.toBeInTheDocument();
  });

  it('shows a pending application on a later visit', async () => {
    signIn();
    mockApi({
      ...routes(true),
      'GET user-scholarships': [
        200,
        [
          {
            id: 1,
            course_id: 9,
            school_enrolled: 'S',
            school_email: 's@s.edu',
            scholarship_reason: 'x',
            status: 'pending',
            created_at: '2026-11-24T00:00:00.000Z',
          },
        ],
      ],
    });
    renderRoutes([{ path: '/courses/:courseId/detail', element: <CourseDetailPage /> }], '/courses/9/detail');
    expect(await screen.findByText(t.scholarshipPendingReview)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Apply for a scholarship' })).not.toBeInTheDocument();
  });

  it('hides the scholarship card from non-students', async () => {
    signIn();
    mockApi(routes(false));
    renderRoutes([{ path: '/courses/:courseId/detail', element: <CourseDetailPage /> }], '/courses/9/detail');
    expect(await screen.findByText('$79.00')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText(t.studentOnly)).not.toBeInTheDocument());
  });
});

describe('VideoPlayer', () => {
  it('shows the failure text when the URL cannot be had', () => {
    renderPage(<VideoPlayer src={null} failed title="Welcome" onEvent={() => {}} />);
    expect(screen.getByText(t.videoPlayerFailure)).toBeInTheDocument();
  });

  it('shows the failure text when the player never loads', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderPage(<VideoPlayer src="/video.webm" title="Welcome" onEvent={() => {}} loadTimeoutMs={50} />);
    expect(screen.getByLabelText('Welcome')).toBeInTheDocument();
    vi.advanceTimersByTime(60);
    expect(await screen.findByText(t.videoPlayerFailure)).toBeInTheDocument();
    vi.useRealTimers();
  });

  it('sends play, pause, seek (with current and target time) and end', () => {
    const onEvent = vi.fn();
    renderPage(<VideoPlayer src="/video.webm" title="Welcome" onEvent={onEvent} />);
    const video = screen.getByLabelText('Welcome') as HTMLVideoElement;
    fireEvent(video, new Event('loadedmetadata'));
    fireEvent(video, new Event('play'));
    Object.defineProperty(video, 'currentTime', { value: 2, configurable: true });
    fireEvent(video, new Event('timeupdate'));
    fireEvent(video, new Event('pause'));
    Object.defineProperty(video, 'currentTime', { value: 9, configurable: true });
    fireEvent(video, new Event('seeking'));
    fireEvent(video, new Event('ended'));
    expect(onEvent.mock.calls).toEqual([
      ['play', 0, undefined],
      ['pause', 2, undefined],
      ['seek', 2, 9],
      ['end', 2, undefined],
    ]);
  });
});

describe('RestartCourseButton', () => {
  it('asks first; Cancel changes nothing, Restart calls the API', async () => {
    signIn();
    const restart = vi.fn(() => [200, { message: t.courseRestarted, user_course: userCourse({}) }] as [number, unknown]);
    mockApi({ 'PUT user-courses/70/restart': restart });
    renderPage(<RestartCourseButton userCourseId={70} />);
    await userEvent.click(screen.getByRole('button', { name: 'Restart Course' }));
    expect(screen.getByText(t.restartConfirm)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(restart).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Restart Course' }));
    await userEvent.click(screen.getByRole('button', { name: 'Restart' }));
    expect(await screen.findByText(t.courseRestarted)).toBeInTheDocument();
    expect(restart).toHaveBeenCalledTimes(1);
  });
});

describe('Course detail: already finished the challenge', () => {
  const challenge = {
    ...course,
    id: 5,
    name: '30 Day Challenge',
    course_type: '30-day-challenge' as const,
    user_course_id: 70,
    progress_status: 'in-progress',
    payment_status: null,
  };

  it('asks for confirmation before marking the whole challenge completed', async () => {
    signIn();
    const mark = vi.fn(() => [200, { message: 'ok', user_course: userCourse({}), next_route: '/courses/5/lessons' }] as [number, unknown]);
    mockApi({
      'GET courses/5': [200, challenge],
      'POST user-courses/synchronize': [200, []],
      'GET users/profile': [200, makeUser()],
      'GET app-info': [200, APP_INFO],
      'PATCH mark-completed': mark,
    });
    renderRoutes(
      [
        { path: '/courses/:courseId/detail', element: <CourseDetailPage /> },
        { path: '/courses/:courseId/lessons', element: <p>lessons page</p> },
      ],
      '/courses/5/detail',
    );
    await userEvent.click(await screen.findByRole('button', { name: t.alreadyFinishedChallenge }));
    const dialog = await screen.findByRole('dialog', { name: t.alreadyFinishedConfirmTitle });
    expect(mark).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(mark).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: t.alreadyFinishedChallenge }));
    await userEvent.click(await screen.findByRole('button', { name: t.alreadyFinishedConfirmButton }));
    expect(await screen.findByText('lessons page')).toBeInTheDocument();
    expect(mark).toHaveBeenCalledTimes(1);
  });
});
