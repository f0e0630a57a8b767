import { useEffect, useMemo, useState } from 'react'
import type { AccountSectionContext } from '../../../admin/extend'
import { useFormatDate, useT } from '../../../admin/extend/i18n'
import { Panel } from '../../../admin/extend/ui'
import type { TrustedDevice } from '../shared'
import { totpConfigOf, trustedDevicesOf } from './totp-user'
import { useTrustDays } from './use-trust-days'
import './totp.css'

/** The account form's key for this section's part of a save. */
const SECTION_KEY = 'totp/trusted-devices'

/**
 * The devices that sign in without a code. Removing one takes it off the list and modifies the
 * account form; its Save sends the devices kept (`totpConfig.trustedDevices`), which forgets the
 * others.
 */
export default function TrustedDevicesSection({ user, form }: AccountSectionContext) {
  const t = useT()
  const formatDate = useFormatDate()
  const trustDays = useTrustDays()
  const [removed, setRemoved] = useState<ReadonlySet<string>>(new Set())
  // The list as the last save answered, until the session's user is read again.
  const [saved, setSaved] = useState<{ forUser: unknown; devices: TrustedDevice[] }>()
  const devices = saved?.forUser === user ? saved.devices : trustedDevicesOf(user)
  const shown = useMemo(
    () => devices.filter((device) => !removed.has(device.id)),
    [devices, removed],
  )

  useEffect(
    () =>
      form?.onSaved((_mode, doc) => {
        setSaved({ forUser: user, devices: totpConfigOf(doc)?.trustedDevices ?? shown })
        setRemoved(new Set())
      }),
    [form, user, shown],
  )

  function remove(id: string) {
    const next = new Set(removed).add(id)
    setRemoved(next)
    const kept = devices.filter((device) => !next.has(device.id))
    form?.keepForSave(SECTION_KEY, {
      totpConfig: { trustedDevices: kept.map((device) => ({ id: device.id })) },
    })
  }

  return (
    <Panel title={t('totp:devicesTitle')}>
      <p className="field__description">{t('totp:devicesLead', { count: trustDays })}</p>
      {shown.length === 0 ? (
        <p className="totp-device__used">{t('totp:devicesEmpty')}</p>
      ) : (
        <ul className="totp-devices">
          {shown.map((device) => {
            const name = t('totp:deviceName', { browser: device.browser, os: device.os })
            return (
              <li key={device.id} className="totp-device">
                <div>
                  <div className="totp-device__name">{name}</div>
                  <div className="totp-device__used">
                    {t('totp:lastUsed', {
                      date: formatDate(device.lastUsedAt),
                    })}
                  </div>
                </div>
                {form && (
                  <button
                    type="button"
                    className="button button--secondary"
                    aria-label={t('totp:removeDevice', { device: name })}
                    onClick={() => remove(device.id)}
                  >
                    {t('totp:remove')}
                  </button>
                )}
              </li>
            )
          })}
        </ul>
      )}
      {removed.size > 0 && (
        <p className="notice" role="status">
          {t('totp:devicesRemovedNote')}
        </p>
      )}
    </Panel>
  )
}
