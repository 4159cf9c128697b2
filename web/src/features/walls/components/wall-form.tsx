import { useRef, useState } from 'react';
import { Button, Group, Paper, Progress, Stack, Switch, Text, Textarea, TextInput } from '@mantine/core';
import { IconCheck, IconPlus } from '@tabler/icons-react';
import type { Wall } from '@spraybook/contract';
import { NOT_WALL_OWNER, WALL_NAME_MAX, WALL_TEXT_MAX } from '@spraybook/contract/plain';
import { useNavigate } from 'react-router';
import { useCreateWall } from '../api/create-wall';
import { useUpdateWall } from '../api/update-wall';
import { useReverseGeocode } from '../hooks/use-reverse-geocode';
import { formatCoordinates, type Coordinates } from '../utils/coordinates';
import { readPhotoGps } from '../utils/photo-gps';
import { stripDataUrlPrefix } from '../utils/read-file';
import {
  initialWallFormValues,
  toWallBody,
  validateWallForm,
  type WallFormErrors,
  type WallFormValues,
} from '../utils/wall-form-values';
import { AddressFields } from './address-fields';
import { AngleField } from './angle-field';
import { FormSection } from './form-section';
import { LocationPicker } from './location-picker';
import { PhotoUpload, type ChosenPhoto } from './photo-upload';
import { UserPicker } from './user-picker';
import { showToast } from '../../../shared/ui/overlays';
import { LOCATION_FOUND, WALL_ADDED, WALL_UPDATED } from '../../../shared/util/texts';

interface WallFormProps {
  /** The wall being edited; absent when adding one. */
  wall?: Wall;
  /** The owner, never offered as an admin or invited user. */
  ownerId: string | undefined;
}

/** Add or edit a wall (spec 2.10): details, photo, location, angle and who may see and edit it. */
export function WallForm({ wall, ownerId }: WallFormProps) {
  const navigate = useNavigate();
  const [values, setValues] = useState<WallFormValues>(() => initialWallFormValues(wall));
  const [photo, setPhoto] = useState<ChosenPhoto | null>(null);
  const [errors, setErrors] = useState<WallFormErrors>({});
  const [progress, setProgress] = useState(0);
  const nameInput = useRef<HTMLInputElement>(null);
  const photoSection = useRef<HTMLDivElement>(null);
  const create = useCreateWall();
  const update = useUpdateWall();
  const saving = create.isPending || update.isPending;
  // Admins edit a wall but only its owner changes who its admins are.
  const canChangeAdmins = wall?.can_change_admins ?? true;

  const set = <K extends keyof WallFormValues>(key: K, value: WallFormValues[K]) =>
    setValues((v) => ({ ...v, [key]: value }));

  // Every picked position (map, device, typed or the photo's GPS) asks for its address; the latest pick wins.
  const geocoder = useReverseGeocode((address) => set('address', address));
  const pickLocation = (coordinates: Coordinates | null) => {
    set('coordinates', coordinates);
    if (coordinates) geocoder.lookUp(coordinates);
  };

  // The server strips photo metadata, so a position in the JPEG must be read here, before upload.
  const takeLocationFromPhoto = async (file: File) => {
    const coordinates = await readPhotoGps(file);
    if (!coordinates) return;
    pickLocation(coordinates);
    showToast({
      title: LOCATION_FOUND,
      message: `From the photo: ${formatCoordinates(coordinates)}`,
      color: 'green',
      autoClose: 5000,
    });
  };

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const found = validateWallForm(values, { chosen: !!photo, required: !wall });
    setErrors(found);
    if (found.name) return nameInput.current?.focus();
    if (found.photo) return photoSection.current?.scrollIntoView({ behavior: 'smooth', block: 'center' });

    const body = toWallBody(values, photo ? stripDataUrlPrefix(photo.dataUrl) : undefined);
    const done = ({ id }: { id: string }) => {
      showToast({
        title: wall ? WALL_UPDATED : WALL_ADDED,
        message: wall
          ? `Your changes to ${body.name} are saved.`
          : `${body.name} is ready. Trace its holds next so climbs can be set.`,
        color: 'green',
      });
      navigate(`/walls/${id}`);
      // The form was scrolled to its end; the wall page starts at its banner.
      window.scrollTo(0, 0);
    };
    setProgress(0);
    if (wall) update.mutate({ id: wall.id, body, onUploadProgress: setProgress }, { onSuccess: done });
    else create.mutate({ body, onUploadProgress: setProgress }, { onSuccess: done });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="lg">
        <FormSection title="Details">
          <TextInput
            ref={nameInput}
            size="md"
            label="Name"
            placeholder="e.g. The Cave board"
            withAsterisk
            maxLength={WALL_NAME_MAX}
            value={values.name}
            onChange={(e) => {
              set('name', e.currentTarget.value);
              if (errors.name) setErrors((x) => ({ ...x, name: undefined }));
            }}
            error={errors.name}
          />
          <TextInput
            size="md"
            label="Gym"
            placeholder="e.g. Klätterverket"
            maxLength={WALL_TEXT_MAX}
            value={values.gymName}
            onChange={(e) => set('gymName', e.currentTarget.value)}
          />
          <Textarea
            size="md"
            label="Description"
            placeholder="Angle, hold types, opening hours, house rules…"
            autosize
            minRows={3}
            maxRows={10}
            maxLength={WALL_TEXT_MAX}
            value={values.description}
            onChange={(e) => set('description', e.currentTarget.value)}
          />
        </FormSection>

        <div ref={photoSection}>
          <FormSection
            title="Photo"
            description={
              wall
                ? 'Optional. Keep the current photo, or choose a new one.'
                : 'Required. A sharp, straight-on JPEG of the whole wall.'
            }
          >
            <PhotoUpload
              value={photo}
              onChange={(p) => {
                setPhoto(p);
                if (p && errors.photo) setErrors((x) => ({ ...x, photo: undefined }));
              }}
              onFileChosen={(file) => void takeLocationFromPhoto(file)}
              currentPhotoUrl={wall?.thumbnail_url}
              error={errors.photo}
            />
          </FormSection>
        </div>

        <FormSection title="Location" description="Optional. Puts the wall on the map of walls.">
          <LocationPicker value={values.coordinates} onChange={pickLocation} />
          <AddressFields
            value={values.address}
            onChange={(a) => set('address', a)}
            status={geocoder.status}
          />
        </FormSection>

        <FormSection title="Angle">
          <AngleField
            adjustable={values.adjustableAngle}
            angle={values.defaultAngle}
            onAdjustableChange={(v) => set('adjustableAngle', v)}
            onAngleChange={(v) => set('defaultAngle', v)}
          />
        </FormSection>

        <FormSection title="People">
          <Switch
            size="md"
            label="Private"
            description="Only you, the admins and invited users can see a private wall."
            checked={values.isPrivate}
            onChange={(e) => set('isPrivate', e.currentTarget.checked)}
          />
          {values.isPrivate && (
            <UserPicker
              label="Invited users"
              description="They can see the wall and its climbs."
              value={values.invitedUsers}
              onChange={(ids) => set('invitedUsers', ids)}
              exclude={[ownerId, ...values.adminUsers]}
            />
          )}
          <UserPicker
            label="Admin users"
            description={
              canChangeAdmins ? "They can edit the wall's details, holds and climbs." : NOT_WALL_OWNER
            }
            readOnly={!canChangeAdmins}
            value={values.adminUsers}
            onChange={(ids) => set('adminUsers', ids)}
            exclude={[ownerId]}
          />
        </FormSection>

        <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
          <Stack gap="sm">
            {saving && (
              <div>
                <Text size="sm" mb={6}>
                  {progress < 1 ? `Uploading… ${Math.round(progress * 100)}%` : 'Processing the photo…'}
                </Text>
                <Progress
                  value={progress * 100}
                  size="lg"
                  radius="xl"
                  animated={progress >= 1}
                  aria-label="Upload progress"
                />
              </div>
            )}
            <Group justify="flex-end" gap="sm">
              <Button
                size="md"
                variant="default"
                onClick={() => navigate(wall ? `/walls/${wall.id}` : '/walls')}
                disabled={saving}
              >
                Cancel
              </Button>
              <Button
                size="md"
                type="submit"
                loading={saving}
                leftSection={wall ? <IconCheck size={18} aria-hidden /> : <IconPlus size={18} aria-hidden />}
              >
                {wall ? 'Save changes' : 'Add wall'}
              </Button>
            </Group>
          </Stack>
        </Paper>
      </Stack>
    </form>
  );
}
