import type { Payload } from 'payload'
import { describe, expect, it, vi } from 'vitest'
import { afterAnswer, settleAfterAnswer, withAnswerScope } from './after-answer'

const fakePayload = () => {
  const error = vi.fn()
  return { payload: { logger: { error } } as unknown as Payload, error }
}

describe('afterAnswer', () => {
  it('starts the work only once the answer is written, and settles it for shutdown', async () => {
    const { payload } = fakePayload()
    let written!: () => void
    const sent = new Promise<void>((resolve) => (written = resolve))
    const steps: string[] = []
    await withAnswerScope(sent, async () => {
      afterAnswer(payload, 'failed', async () => {
        steps.push('work')
      })
      steps.push('answer')
    })
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(steps).toEqual(['answer'])
    written()
    expect(await settleAfterAnswer()).toBe(1)
    expect(steps).toEqual(['answer', 'work'])
  })

  it('logs a failure with its message, never leaving an unhandled rejection', async () => {
    const { payload, error } = fakePayload()
    const unhandled = vi.fn()
    process.on('unhandledRejection', unhandled)
    try {
      afterAnswer(payload, 'The reset email could not be sent.', () =>
        Promise.reject(new Error('SMTP refused')),
      )
      await settleAfterAnswer()
      await new Promise((resolve) => setTimeout(resolve, 20))
      expect(error).toHaveBeenCalledWith(
        expect.objectContaining({ msg: 'The reset email could not be sent.' }),
      )
      expect(unhandled).not.toHaveBeenCalled()
    } finally {
      process.off('unhandledRejection', unhandled)
    }
  })
})
