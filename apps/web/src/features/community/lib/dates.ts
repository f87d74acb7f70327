import dayjs from 'dayjs';

/** 'Mar 05, 2024, 9:30 AM' (spec 3 writes dates as 'Mar 05, 2024'). */
export const postedAt = (iso: string) => dayjs(iso).format('MMM DD, YYYY, h:mm A');
export const dayOf = (iso: string) => dayjs(iso).format('MMM DD, YYYY');
