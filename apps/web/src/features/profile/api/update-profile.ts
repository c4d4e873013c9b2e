import { type Profile, type ProfilePatch, profileSchema } from '@carnet/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { PROFILE_QUERY_KEY } from './get-profile.ts';

/** PATCH /api/v1/profile/ {assets}; the answer is the saved, normalised profile. */
export function updateProfile(patch: ProfilePatch): Promise<Profile> {
  return apiRequest('/api/v1/profile/', profileSchema, { method: 'PATCH', body: patch });
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (profile) => queryClient.setQueryData(PROFILE_QUERY_KEY, profile),
  });
}
