import { useParams } from 'react-router';

/** The route's :groupId as a number (0 when it is not one: the page then says the group was not found). */
export function useGroupId(): number {
  const { groupId } = useParams();
  const id = Number(groupId);
  return Number.isInteger(id) && id > 0 ? id : 0;
}
