import {
  maximumProviderImageBytes,
  providerIdentityImages,
  providerImageContentTypes,
  type ProviderIdentityImage,
} from '@itad-portal/validation';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/components/button';
import { FileInput } from '../../../shared/components/file-input';
import type { ConsoleProviderIdentityFieldsFragment } from '../../../shared/graphql/generated/graphql';
import type { useActionNotice } from '../../../shared/lib/use-action-notice';
import { ConsoleFormError } from '../api/console-form-post';
import { useProviderIdentityImageChanges } from '../api/console-provider-identity';
import styles from './console.module.css';

/** What the section says of a refused image. */
function failureKey(error: unknown): string {
  if (!(error instanceof ConsoleFormError)) return 'consoleIdentity.images.failed';
  if (error.code === 'FILE_TOO_LARGE') return 'errors.fileTooLarge';
  if (error.code === 'UNSUPPORTED_FILE_TYPE') return 'consoleIdentity.images.notAnImage';
  if (error.code === 'BAD_USER_INPUT') return 'consoleIdentity.images.needsSignatory';
  return 'consoleIdentity.images.failed';
}

interface ImagesProps {
  identity: ConsoleProviderIdentityFieldsFragment;
  canChange: boolean;
  feedback: ReturnType<typeof useActionNotice>;
}

/**
 * The letterhead's logo and the signature above the signatory's name, as documents issued from
 * now on carry them: every role sees them; administrators upload new ones or remove them.
 */
export function ProviderIdentityImages({ identity, canChange, feedback }: ImagesProps) {
  const { t } = useTranslation();
  const changes = useProviderIdentityImageChanges();
  const [problems, setProblems] = useState<Partial<Record<ProviderIdentityImage, string>>>({});
  const refuse = (image: ProviderIdentityImage, problem: string | undefined) =>
    setProblems((current) => ({ ...current, [image]: problem }));

  const upload = (image: ProviderIdentityImage, file: File | undefined) => {
    feedback.clear();
    refuse(image, undefined);
    if (!file) return;
    if (file.size > maximumProviderImageBytes) return refuse(image, t('errors.fileTooLarge'));
    if (!(providerImageContentTypes as readonly string[]).includes(file.type)) {
      return refuse(image, t('consoleIdentity.images.notAnImage'));
    }
    changes.upload.mutate(
      { image, file },
      {
        onSuccess: () => feedback.succeeded(t(`consoleIdentity.images.${image}Saved`)),
        onError: (error) => refuse(image, t(failureKey(error))),
      },
    );
  };
  const remove = (image: ProviderIdentityImage) => {
    feedback.clear();
    changes.remove.mutate(image, {
      onSuccess: () => feedback.succeeded(t(`consoleIdentity.images.${image}Removed`)),
      onError: () => feedback.failed(t('consoleIdentity.images.failed')),
    });
  };
  const alt = (image: ProviderIdentityImage) =>
    image === 'logo'
      ? t('consoleIdentity.images.logoAlt', { company: identity.legal_name })
      : t('consoleIdentity.images.signatureAlt', { name: identity.signatory_name ?? '' });

  return (
    <section className={styles.section} aria-labelledby="identity-images">
      <h2 id="identity-images" className={styles.sectionHeading}>
        {t('consoleIdentity.images.heading')}
      </h2>
      <p className={styles.pageIntro}>{t('consoleIdentity.images.intro')}</p>
      <div className={styles.identityImages}>
        {providerIdentityImages.map((image) => {
          const shown = identity[image];
          return (
            <section key={image} aria-labelledby={`identity-image-${image}`}>
              <h3 id={`identity-image-${image}`} className={styles.subheading}>
                {t(`consoleIdentity.images.${image}`)}
              </h3>
              {shown ? (
                <img className={styles.identityImage} src={shown} alt={alt(image)} />
              ) : (
                <p>{t('consoleIdentity.none')}</p>
              )}
              {canChange ? (
                <div className={styles.logoActions}>
                  <FileInput
                    label={t(`consoleIdentity.images.${image}File`)}
                    hint={t('consoleIdentity.images.fileHint')}
                    accept={providerImageContentTypes.join(',')}
                    error={problems[image]}
                    disabled={changes.upload.isPending}
                    onFiles={([file]) => upload(image, file)}
                  />
                  {shown ? (
                    <div>
                      <Button
                        variant="secondary"
                        onClick={() => remove(image)}
                        disabled={changes.remove.isPending}
                      >
                        {t(`consoleIdentity.images.${image}Remove`)}
                      </Button>
                    </div>
                  ) : null}
                </div>
              ) : null}
            </section>
          );
        })}
      </div>
    </section>
  );
}
